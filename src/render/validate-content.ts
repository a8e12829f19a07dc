import * as content from '../content';
import { focusPoint, isLocalImage } from '../photo-types';

/** One thing wrong with the content, named precisely enough to fix. */
export type ContentProblem = { field: string; reason: string };

export const contentFile = 'src/content.ts';

type Check = (field: string, value: unknown) => string | null;

/** Characters no page can show, which a copy and paste can carry in (a NUL, an escape). */
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

const nonEmpty: Check = (_, value) => {
  if (typeof value !== 'string' || value.trim() === '') return 'must be a non-empty text';
  const control = controlCharacter.exec(value);
  return control
    ? `contains the control character ${codePoint(control[0])}, which no page can show: delete it`
    : null;
};

const httpsUrl: Check = (_, value) => {
  if (typeof value !== 'string') return 'must be an https:// address';
  // new URL() would quietly escape these; written as is, they make an address no one typed.
  if (/[\s"<>\\\u0000-\u001f\u007f]/.test(value))
    return `must be an https:// address without spaces, quotes or angle brackets (got ${JSON.stringify(value)})`;
  try {
    return new URL(value).protocol === 'https:' ? null : `must be an https:// address (got "${value}")`;
  } catch {
    return `must be an https:// address (got "${value}")`;
  }
};

/** A portfolio picture: an https:// address, or a file of the owner's under static/ ('photos/app.png'). */
const imageSource: Check = (field, value) => {
  if (typeof value === 'string' && !isLocalImage(value)) return httpsUrl(field, value);
  return typeof value === 'string' &&
    /^[\w\-. /]+$/.test(value) &&
    !value.startsWith('/') &&
    !/(^|\/)\.\.?(\/|$)/.test(value)
    ? null
    : `must be an https:// address or a file under static/, such as "photos/screenshot.png" (got "${value}")`;
};

/** A photo's file: a path inside static/photos, never out of it (the build reads it and names its outputs after it). */
const photoFile: Check = (_, value) =>
  typeof value === 'string' &&
  value.trim() !== '' &&
  !/[\\\u0000-\u001f]/.test(value) &&
  !value.startsWith('/') &&
  !value.split('/').some((part) => part === '' || part.startsWith('.'))
    ? null
    : `must be the name of a file in static/photos, such as "profile.jpg" (got ${JSON.stringify(value)})`;

/** A language tag as a page's `lang` and an address's prefix take it: letters, digits and dashes only. */
function isLanguageTag(tag: string): boolean {
  try {
    return /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(tag) && Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

const objectPosition: Check = (_, value) =>
  typeof value === 'string' && focusPoint(value)
    ? null
    : `must be two percentages from 0% to 100%, across then down, such as '50% 35%' (got "${value}")`;

const routeLike: Check = (_, value) =>
  typeof value === 'string' && /^\/[\w\-/]*$/.test(value)
    ? null
    : `must be a path starting with "/" (got "${value}"): it names no page and is not shown (spec §3). ` +
      "A project's own address (its code, its live site) goes in its case study, src/portfolio/<id>.md, as a link.";

/** A path inside static/ (not its photos, which are encoded, not copied) ending in .pdf. */
const staticPdf: Check = (_, value) =>
  typeof value === 'string' &&
  // Any name a person gives a file ("Jane Doe CV.pdf", "Özgeçmiş.pdf"): its link is encoded.
  /^[^\u0000-\u001f\\]+\.pdf$/i.test(value) &&
  !value.startsWith('/') &&
  !value.split('/').some((part) => part === '..' || part === '' || part.trim() !== part) &&
  !value.startsWith('photos/')
    ? null
    : `must be the path of a .pdf file inside static/, such as "resume.pdf" (got "${value}")`;

/** Dot-files and dot-folders are never published (scripts/generator/publishing/read-static.ts). */
const notHidden: Check = (_, value) =>
  typeof value === 'string' && value.split('/').some((part) => part.startsWith('.'))
    ? `names a hidden file or folder (starting with "."), which is never published: rename it (got "${value}")`
    : null;

/**
 * Checks the content module before anything is rendered (the build stops on
 * any problem and names the field). Structure is enforced by TypeScript; this
 * catches what types cannot: empty texts, bad addresses, duplicate ids (spec §3).
 */
export function validateContent(c: typeof content = content): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const check = (field: string, value: unknown, ...checks: Check[]) => {
    for (const rule of checks) {
      const reason = rule(field, value);
      if (reason) {
        problems.push({ field, reason });
        return;
      }
    }
  };

  // The menu's pages and order are the page table's (src/routes.ts); its labels are the owner's.
  for (const [key, label] of Object.entries(c.nav)) check(`nav.${key}`, label, nonEmpty);

  const languages: readonly unknown[] = c.site.languages ?? [c.site.lang];
  if (languages[0] !== c.site.lang)
    problems.push({ field: 'site.languages', reason: `must start with site.lang, "${c.site.lang}"` });
  languages.forEach((lang, i) => {
    if (typeof lang !== 'string' || !isLanguageTag(lang))
      problems.push({
        field: `site.languages[${i}]`,
        reason: `must be a language tag such as 'de' or 'pt-BR' (got ${JSON.stringify(lang)})`,
      });
    else if (languages.indexOf(lang) !== i)
      problems.push({ field: `site.languages[${i}]`, reason: `"${lang}" is listed twice` });
  });

  check('owner.name', c.owner.name, nonEmpty);
  check('owner.role', c.owner.role, nonEmpty);
  check('owner.linkedInUrl', c.owner.linkedInUrl, httpsUrl);
  if (c.owner.resume !== null) check('owner.resume', c.owner.resume, nonEmpty, notHidden, staticPdf);

  if (c.landing.phrases[0] !== c.owner.name) {
    problems.push({ field: 'landing.phrases[0]', reason: "must be the owner's name" });
  }
  c.landing.phrases.forEach((phrase, i) => check(`landing.phrases[${i}]`, phrase, nonEmpty));
  c.about.background.paragraphs.forEach((text, i) =>
    check(`about.background.paragraphs[${i}]`, text, nonEmpty),
  );
  c.about.skills.groups.forEach((group, g) => {
    check(`about.skills.groups[${g}].name`, group.name, nonEmpty);
    if ((group.items as readonly string[]).length === 0)
      problems.push({ field: `about.skills.groups[${g}].items`, reason: 'must not be empty' });
    group.items.forEach((label, i) => check(`about.skills.groups[${g}].items[${i}]`, label, nonEmpty));
    const seen = new Set<string>();
    group.items.forEach((label, i) => {
      if (seen.has(label))
        problems.push({
          field: `about.skills.groups[${g}].items[${i}]`,
          reason: `duplicate label "${label}"`,
        });
      seen.add(label);
    });
  });
  c.about.focus.items.forEach((item, i) => check(`about.focus.items[${i}]`, item, nonEmpty));

  if (typeof c.portfolio.showcase !== 'boolean')
    problems.push({ field: 'portfolio.showcase', reason: 'must be true or false' });
  const ids = new Set<number>();
  c.portfolioItems.forEach((item, i) => {
    const at = `portfolioItems[${i}]`;
    if (!Number.isSafeInteger(item.id) || item.id < 1) {
      problems.push({ field: `${at}.id`, reason: `must be a whole number of at least 1 (got ${item.id})` });
    } else if (ids.has(item.id)) {
      problems.push({ field: `${at}.id`, reason: `duplicate id ${item.id}` });
    }
    ids.add(item.id);
    check(`${at}.title`, item.title, nonEmpty);
    check(`${at}.description`, item.description, nonEmpty);
    check(`${at}.imageUrl`, item.imageUrl, nonEmpty, imageSource);
    check(`${at}.imageAlt`, item.imageAlt, nonEmpty);
    check(`${at}.link`, item.link, routeLike);
    if (item.imageFocus !== undefined) check(`${at}.imageFocus`, item.imageFocus, objectPosition);
  });

  for (const [key, photo] of Object.entries(c.photos.landing)) {
    check(`photos.landing.${key}.file`, photo.file, photoFile);
    check(`photos.landing.${key}.focus`, photo.focus, objectPosition);
  }
  const profile: content.PhotoEntry = c.photos.profile;
  check('photos.profile.file', profile.file, photoFile);
  if (profile.focus !== undefined) check('photos.profile.focus', profile.focus, objectPosition);

  for (const [key, ms] of Object.entries(c.timings)) {
    if (!Number.isFinite(ms) || ms < 0)
      problems.push({ field: `timings.${key}`, reason: 'must be a number of milliseconds ≥ 0' });
  }
  return problems;
}
