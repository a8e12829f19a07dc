import { useLocation } from 'wouter';
import { owner, pageTitle, site } from '../content';
import { useAssets } from '../render/Document';
import { isIndexable } from '../routes';
import { absoluteUrl } from '../site-config';
import { useAlternates } from '../i18n/alternates';
import { localeOf } from '../i18n/locales';

/** A post's own card (root path) and dates: the preview of an article rather than of the site. */
type Article = { image: string; imageAlt: string; published: string; modified?: string };

type Props = {
  title: string;
  description: string;
  article?: Article;
  /** The address of the page this one shows untranslated (a post in another language): its canonical one. */
  original?: string;
};

/** The page's title, description, canonical address and link-preview tags; React hoists them into <head>. */
export function Meta({ title, description, article, original }: Props) {
  // The router gives the address decoded (/writing/tags/評価); the page table, the sitemap and a
  // canonical address have it percent-encoded, as a URL must be.
  const path = encodeURI(useLocation()[0]);
  // Not-found views have no canonical address and are left out of the sitemap (src/routes.ts). Hosts
  // send them with status 404, which is what keeps them out of search results; a `noindex` would say
  // it again and fail Lighthouse's SEO check on the file's own address, served with 200.
  const indexable = isIndexable(path);
  const canonical = absoluteUrl(original ?? path);
  // The page in its other languages, for search engines and link previews: none for an untranslated one.
  const inEach = useAlternates();
  const alternates = indexable && !original ? inEach : [];
  const { socialImage, socialImages } = useAssets();
  const fullTitle = pageTitle(title);
  const image = absoluteUrl(article?.image ?? socialImages?.[site.lang] ?? socialImage);
  const imageAlt = article?.imageAlt ?? site.socialImageAlt;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {indexable && <link rel="canonical" href={canonical} />}
      {alternates.map(({ lang, path }) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={absoluteUrl(path)} />
      ))}
      {alternates.length > 0 && (
        <link rel="alternate" hrefLang="x-default" href={absoluteUrl(alternates[0]!.path)} />
      )}
      <meta property="og:type" content={article ? 'article' : path === '/' ? 'profile' : 'website'} />
      {article && <meta property="article:published_time" content={article.published} />}
      {article?.modified && <meta property="article:modified_time" content={article.modified} />}
      <meta property="og:site_name" content={owner.name} />
      <meta property="og:locale" content={site.locale} />
      {alternates
        .filter((alternate) => !alternate.current)
        .map(({ lang }) => (
          <meta key={lang} property="og:locale:alternate" content={localeOf(lang)} />
        ))}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {indexable && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  );
}
