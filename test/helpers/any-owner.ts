/**
 * A second owner, unlike the placeholder: a name in Latin Extended with a 35-letter word, a role in
 * Cyrillic, Arabic and Greek, a skill in Vietnamese with an arrow, German compounds in a skill and a
 * project title. Built in this process (./generate.ts) by ../generator/any-owner.test.ts and
 * ../browser/any-owner.test.ts; everything they expect is read from these texts.
 */
import { notFoundPath, portfolioNotFoundPath } from '../../src/routes';
import { contentWith, type Site } from './generate';

export const second = {
  name: 'Łucja Wolfeschlegelsteinhausenbergerdorff-Yılmaz',
  role: 'Інженерка ПЗ · مهندسة برمجيات · Μηχανικός',
  skill: 'Tiếng Việt ↔ English',
  longSkill: 'Rechtsschutzversicherungsgesellschaften',
  itemTitle: 'Donaudampfschifffahrtsgesellschaftskapitänsmütze Platform',
};

/** Their skills and their one project, set whole: nothing depends on the owner's own. */
export const groups = [
  { name: 'Sprachen', items: [second.skill, 'Polski', 'Deutsch'] },
  { name: 'Engineering', items: ['TypeScript', 'Rust', 'Go'] },
  { name: 'Recht', items: [second.longSkill] },
];

export const items = [
  {
    id: 4,
    title: second.itemTitle,
    description: 'Ein Werkzeug für Reedereien.',
    imageUrl: 'https://images.unsplash.com/photo-1500530855697-b586d89ba3ee?w=1200&q=80',
    imageAlt: 'Ein Dampfschiff auf der Donau',
    link: '/projects/donau',
  },
];

/** The Arabic words of their role. */
export const arabic = second.role.match(/[\p{Script=Arabic}\s]+[\p{Script=Arabic}]/u)![0].trim();

/** Their src/content.ts. */
export const anyOwnerContent = () =>
  contentWith({
    'owner.name': second.name,
    'owner.role': second.role,
    'about.skills.groups': groups,
    portfolioItems: items,
  });

/** The pages a build wrote, by path: its sitemap's, and the not-found pages. */
export function sitePages(site: Site): string[] {
  const listed = [...site.text('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  return [...listed, portfolioNotFoundPath, notFoundPath];
}
