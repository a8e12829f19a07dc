import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { minimumSizes } from '../../scripts/generator/photos/photos';
import { setContentValue } from './content-source';
import { halves, heicOf } from './photo-fixtures';

/**
 * An owner who follows the README to the letter and changes everything it allows: a Turkish name,
 * a résumé named after themselves, an iPhone's HEIC kept under the phone's own file name, a profile
 * photo straight from a camera (about 1 MB), two portfolio items (one picture of their own under
 * static/, one on a stock-photo host) and the about page in their own words. Every value the tests
 * of such a copy expect comes from what is written here, never from the template.
 */
export const demandingOwner = {
  name: 'Çağla Yıldırım Öztürk',
  linkedInUrl: 'https://www.linkedin.com/in/cagla-yildirim-ozturk-07/',
  resume: 'Cagla-Yildirim-Ozturk-CV.pdf',
  heic: { file: 'IMG_0042.HEIC', ...minimumSizes.desktop },
  /** A 12-megapixel phone portrait of about 1 MB, like a real owner's 966 KB one. */
  profile: { file: 'profile.jpg', width: 3024, height: 4032, minBytes: 900_000 },
  screenshot: { path: 'shots/dashboard-v2.png', width: 1400, height: 800 },
  items: [
    {
      id: 7,
      title: 'Harbour Volunteer Matcher',
      description:
        'Matches volunteers with harbour clean-up shifts by skill, distance and tide times; used by four coastal towns.',
      imageUrl: 'shots/dashboard-v2.png',
      imageAlt: 'The matcher’s dashboard: a map of the harbour with open shifts',
      link: '/projects/harbour-volunteers',
    },
    {
      id: 12,
      title: 'Kıyı: Tide-Aware Route Planner',
      description: 'Plans kayak routes around the tides and the wind forecast, offline on a phone.',
      imageUrl: 'https://images.unsplash.com/photo-1500530855697-b586d89ba3ee?w=1200&q=80',
      imageAlt: 'A kayak on a calm sea at dawn',
      link: '/projects/kiyi',
    },
  ],
  paragraphs: [
    'I design machine-learning products for small public services: the model is the easy part, the trust of the people who use it is the work.',
    'Before that I led the data platform of a logistics company in İzmir and taught evening classes in Python for career changers.',
    'I sail in summer, climb in winter and have lived in three countries, each of which taught me to ask one more question before answering.',
  ],
} as const;

/**
 * The rules of test/spec-rules.test.ts this owner departs from on purpose, by the content field
 * each rule names: two portfolio items, a picture of their own, a story without "23 countries".
 */
export const demandingOwnerDepartures = [
  'portfolioItems',
  'portfolioItems[0].imageUrl',
  'about.background.paragraphs[2]',
] as const;

/**
 * Writes the owner's edits into the project in `dir`, as they would by hand. Without heif-enc to
 * make a HEIC, the phone's file name holds a JPEG (the build reads a photo by its content).
 */
export async function applyDemandingOwner(dir: string, { heic }: { heic: boolean }): Promise<void> {
  const o = demandingOwner;
  setContentValue(dir, 'owner.name', o.name);
  setContentValue(dir, 'owner.linkedInUrl', o.linkedInUrl);
  setContentValue(dir, 'owner.resume', o.resume);
  setContentValue(dir, 'portfolioItems', o.items);
  setContentValue(dir, 'about.background.paragraphs', o.paragraphs);
  setContentValue(dir, 'photos.landing.desktop.file', o.heic.file);

  const statics = (path: string) => {
    mkdirSync(dirname(join(dir, 'static', path)), { recursive: true });
    return join(dir, 'static', path);
  };
  writeFileSync(statics(o.resume), minimalPdf(o.name));
  const phone = await halves(o.heic.width, o.heic.height);
  writeFileSync(
    statics(`photos/${o.heic.file}`),
    heic ? heicOf(phone) : await sharp(phone).jpeg().toBuffer(),
  );
  // A sensor's grain, which JPEG keeps: the file is as big as a phone's, its encodings stay small.
  // The same grain every time (libvips' own noise differs from run to run), so that a second run
  // finds the photo's encodings made by the first rather than encoding twelve megapixels again.
  const { width, height } = o.profile;
  const grain = Buffer.alloc(width * height * 3);
  for (let i = 0, seed = 42; i < grain.length; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    grain[i] = 100 + (seed >>> 27) * 0.66;
  }
  const profile = await sharp(grain, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  if (profile.length < o.profile.minBytes) throw new Error(`the profile photo is ${profile.length} bytes`);
  writeFileSync(statics(`photos/${o.profile.file}`), profile);
  await sharp({
    create: { ...o.screenshot, channels: 4, background: { r: 40, g: 160, b: 90, alpha: 1 } },
  })
    .png()
    .toFile(statics(o.screenshot.path));
}

/** A one-page PDF with the owner's name: what a résumé exported from a word processor starts like. */
function minimalPdf(title: string): Buffer {
  const ascii = title.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n% ${ascii}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}
