import { owner } from '../content';
import { useAssets } from '../render/Document';
import { absoluteUrl } from '../site-config';
import { fallbackFile } from '../photo-types';

/** schema.org Person for search engines (landing page only). Data, not script: no CSP hash needed. */
export function PersonJsonLd() {
  const { photos } = useAssets();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: owner.name,
    jobTitle: owner.role,
    url: absoluteUrl('/'),
    image: absoluteUrl(fallbackFile(photos.profile).url),
    sameAs: [owner.linkedInUrl],
  };
  // "<" escaped so that no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
