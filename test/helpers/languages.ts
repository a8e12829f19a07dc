/**
 * A site in English and German, as an owner sets one up (README, "Languages"): `site.languages`, a
 * German translation that leaves most texts out, and posts: one translated, one not, one German only.
 */
import { contentWith, edited, withoutDisk } from './generate';
import type { Translation } from '../../src/i18n/translation';
import { photos } from '../../src/content';

/** src/content.ts listing `languages`, the first the template's own `site.lang`. */
export const withLanguages = (languages: string[]) =>
  edited(
    'src/content.ts',
    /languages: \[[^\]]*\] as readonly string\[\]/,
    `languages: ${JSON.stringify(languages)} as readonly string[]`,
  );

export const post = (title: string, date: string, body: string, extra = '') =>
  `---\ntitle: ${title}\ndescription: ${title}, the description.\ndate: ${date}\n${extra}---\n\n${body}\n`;

/** Typed as the README tells the owner to (`npm run typecheck` checks it): texts other than src/content.ts's literals. */
export const german = {
  nav: { about: 'ÜBER MICH', writing: 'TEXTE' },
  site: { locale: 'de_DE', languageNav: 'Sprache', skipLink: 'Zum Inhalt springen' },
  about: { title: 'Über mich', skills: { groups: [{ name: 'KI/ML' }] } },
  writing: { title: 'Texte', untranslated: 'Noch nicht übersetzt.' },
} satisfies Translation;

/** An owner's own folders of posts, case studies and translations, taken away: the test's are the site's. */
export const withoutOwnWriting = () => ({
  ...withoutDisk('src/writing'),
  ...withoutDisk('src/portfolio'),
  ...withoutDisk('src/translations'),
});

/**
 * Two projects of the test's own, ids 1 and 2, for a translated case study and one not translated
 * (an owner may have fewer, or other ids), pictured by the owner's profile photo, which every site has.
 */
export const projects = [1, 2].map((id) => ({
  id,
  title: `Project ${id}`,
  description: `What project ${id} does.`,
  imageUrl: `photos/${photos.profile.file}`,
  imageAlt: `A picture of project ${id}`,
  link: `/projects/${id}`,
}));

export const germanSite = {
  ...withoutOwnWriting(),
  'src/content.ts': contentWith({ portfolioItems: projects }, withLanguages(['en', 'de'])),
  'src/translations/de.ts': `export default ${JSON.stringify(german, null, 2)};\n`,
  'src/writing/first-steps.md': post('First steps', '2026-10-01', 'The English text.', 'tags: [notes]\n'),
  'src/writing/first-steps-only.md': post(
    'Untranslated post',
    '2026-10-05',
    'Only in English. See [the first steps](./first-steps) and [the résumé](/resume.pdf).',
  ),
  'src/writing/de/first-steps.md': post(
    'Erste Schritte',
    '2026-10-02',
    'Der deutsche Text.',
    'tags: [notizen]\n',
  ),
  'src/writing/de/nur-deutsch.md': post('Nur Deutsch', '2026-10-10', 'Nur auf Deutsch.'),
  'src/portfolio/1.md': 'The first case study, in English.\n',
  'src/portfolio/2.md': 'The second case study, in English only.\n',
  'src/portfolio/de/1.md': 'Die erste Fallstudie, auf Deutsch.\n',
};

/** The language of a page's text, from its `<html lang>`. */
export const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

/**
 * Missing addresses of the two-language site, each with the language of the not-found page a host
 * that finds the nearest 404.html answers with (Cloudflare Pages, `npm start`).
 */
export const missingAddresses = [
  ['/de/no-such-page', 'de'],
  ['/de/portfolio/abc', 'de'],
  ['/no-such-page', 'en'],
] as const;

/** What a host at `origin` answers each missing address with: its status and its page's language. */
export const notFoundAnswers = (origin: string) =>
  Promise.all(
    missingAddresses.map(async ([path]) => {
      const response = await fetch(origin + path, { redirect: 'manual' });
      return [path, response.status, langOf(await response.text())];
    }),
  );

/** The answers a host that gives each language its own not-found page must give. */
export const ownNotFound = missingAddresses.map(([path, lang]) => [path, 404, lang]);
