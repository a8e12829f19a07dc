import type { LocatedProblem } from '../errors/located-error';

/**
 * The site's own words as the template ships them, in English, by their field in src/content.ts (a
 * function's at 1 and 2: `writing.minutes` is "1 min read"). Copied here, as the placeholders are
 * (./template-placeholders.ts), because src/content.ts is the owner's. The owner's own words (the
 * story, skills, projects) and texts made with their name are not among them.
 */
export const templateEnglish: Readonly<Record<string, string>> = {
  'nav.home': 'HOME',
  'nav.about': 'ABOUT',
  'nav.portfolio': 'PORTFOLIO',
  'nav.writing': 'WRITING',
  'nav.contact': 'CONTACT',
  'site.skipLink': 'Skip to main content',
  'site.newTab': '(opens in a new tab)',
  'site.menu.open': 'Menu',
  'site.menu.close': 'Close menu',
  'site.menu.closeButton': 'Close',
  'site.menu.label': 'Site menu',
  'site.menu.navLabel': 'Main',
  'site.resumeLink': 'Download résumé (PDF,\u00a01\u00a0KB)',
  'landing.greeting': "Hey there, I'm",
  'landing.pause': 'Pause rotating headline',
  'landing.resume': 'Resume rotating headline',
  'landing.buttons[0].label': 'MORE ABOUT ME',
  'landing.buttons[1].label': 'PORTFOLIO',
  'about.title': 'About Me',
  'about.background.title': 'Background',
  'about.experience.title': 'Professional Experience',
  'about.experience.text':
    'My full work history, recommendations and the teams I have built with are on my LinkedIn profile.',
  'about.experience.button': 'See LinkedIn for Full Experience',
  'about.skills.title': 'Skills & Technologies',
  'about.focus.title': 'Focus Areas',
  'portfolio.title': 'My Portfolio',
  'portfolio.subtitle': 'Explore my projects and technical achievements',
  'portfolio.comingSoon.title': 'Coming Soon',
  'portfolio.comingSoon.text':
    "My project showcase is under construction. I'm putting together detailed write-ups of my work, so check back soon.",
  'portfolio.back': '← Back to Portfolio',
  'portfolio.notFound.title': 'Portfolio Item Not Found',
  'portfolio.notFound.text':
    'There is no project at this address. It may have moved, or the link may be mistyped.',
  'portfolio.notFound.button': 'Back to Portfolio',
  'writing.title': 'Writing',
  'writing.subtitle': 'Notes on AI products, evaluation and shipping',
  'writing.minutes': '1\u00a0min read',
  'writing.updated': 'Updated',
  'writing.tags': 'Tags',
  'writing.draft': 'Draft',
  'writing.previous': 'Older',
  'writing.next': 'Newer',
  'writing.back': '← All writing',
  'writing.numbered': '1, page 2',
  'writing.pageOf': 'Page 1 of 2',
  'writing.pages': 'More posts',
  'writing.newerPosts': 'Newer posts',
  'writing.olderPosts': 'Older posts',
  'writing.tagTitle': 'Posts tagged “1”',
  'writing.dateLocale': 'en-GB',
  'contact.title': 'Contact Me',
  'contact.card.title': "Let's Connect",
  'contact.card.text':
    "For privacy reasons I don't publish an email address or phone number here. The best way to reach me is through my professional network on LinkedIn.",
  'contact.card.button': 'Connect on LinkedIn',
  'notFound.title': 'Page Not Found',
  'notFound.description': 'This page does not exist.',
  'notFound.text': "The page you are looking for doesn't exist or has moved.",
  'notFound.button': 'Go to the home page',
  'errorFallback.title': 'Unexpected Application Error!',
};

/** The keys of a field's path: 'a.b[0].c' is a, b, 0, c. */
export const fieldKeys = (field: string) => field.split(/\.|\[(\d+)\]\.?/).filter(Boolean);

/** The value at `field` ('a.b[0].c') of `content`, a function's at 1 and 2. */
function valueAt(content: object, field: string): unknown {
  let value: unknown = content;
  for (const key of fieldKeys(field)) value = (value as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'function' ? (value as (...args: number[]) => unknown)(1, 2) : value;
}

/**
 * On a site in another language than English (`site.lang`), the site's own words still as the
 * template's English, in one line: a menu reading HOME on a Hebrew site is a text forgotten, not
 * chosen. A notice, not a placeholder: `--strict` still builds (an owner may keep a word on purpose).
 */
export function untranslatedTexts(content: object, lang: string): (LocatedProblem & { notice: true })[] {
  if (/^en\b/i.test(lang)) return [];
  const fields = Object.keys(templateEnglish).filter(
    (field) => valueAt(content, field) === templateEnglish[field],
  );
  if (fields.length === 0) return [];
  const these = fields.length === 1 ? 'this text is' : `these ${fields.length} texts are`;
  const message = `site.lang is "${lang}", but ${these} still the template's English: ${fields.join(', ')}`;
  return [{ file: 'src/content.ts', message, notice: true }];
}

/** Whether a field of src/content.ts the map names is missing from `content`: the map is out of date. */
export const missingFields = (content: object) =>
  Object.keys(templateEnglish).filter((field) => valueAt(content, field) === undefined);
