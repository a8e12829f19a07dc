/**
 * `npm run placeholders`: draws the placeholder photos in static/photos (a night
 * mountain scene per landing viewport class, and a portrait silhouette) until
 * the owner replaces them with real photos of the same names. A file under one of
 * those names that is not a placeholder is the owner's photo, and is kept unless
 * asked (`-- --force`): a run by mistake after the photos went in loses none.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';
import { photos } from '../src/content';
import { isPlaceholderPhoto } from './generator/checks/template-leftovers';

type Scene = { file: string; width: number; height: number; moon: [number, number] };

const { landing, profile } = photos;
const scenes: Scene[] = [
  { file: landing.mobilePortrait.file, width: 828, height: 1792, moon: [0.62, 0.24] },
  { file: landing.mobileLandscape.file, width: 1792, height: 828, moon: [0.7, 0.3] },
  { file: landing.tablet.file, width: 1600, height: 2000, moon: [0.66, 0.26] },
  { file: landing.desktop.file, width: 2560, height: 1600, moon: [0.72, 0.28] },
];

/** A small deterministic generator, so the placeholders are the same on every run. */
function random(seed: number) {
  return () => (seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296;
}

/** A mountain ridge by midpoint displacement, closed along the bottom edge. */
function ridge(width: number, height: number, base: number, rough: number, rand: () => number): string {
  let points = [
    [0, base + (rand() - 0.5) * rough],
    [width, base + (rand() - 0.5) * rough],
  ];
  for (let spread = rough; spread > 2; spread *= 0.58) {
    const next: number[][] = [];
    for (let i = 0; i < points.length - 1; i++) {
      const [x1, y1] = points[i]!;
      const [x2, y2] = points[i + 1]!;
      next.push([x1!, y1!], [(x1! + x2!) / 2, (y1! + y2!) / 2 + (rand() - 0.5) * spread]);
    }
    next.push(points[points.length - 1]!);
    points = next;
  }
  const line = points.map(([x, y]) => `${x!.toFixed(1)},${y!.toFixed(1)}`).join(' ');
  return `0,${height} ${line} ${width},${height}`;
}

function landingSvg({ width, height, moon }: Scene): string {
  const rand = random(width * 31 + height);
  const unit = Math.min(width, height);
  const stars = Array.from({ length: Math.round((width * height) / 9000) }, () => {
    const r = (rand() * 1.4 + 0.4) * (unit / 900);
    return `<circle cx="${(rand() * width).toFixed(1)}" cy="${(rand() * height * 0.6).toFixed(1)}" r="${r.toFixed(2)}" fill="#e2e8f0" opacity="${(0.3 + rand() * 0.6).toFixed(2)}"/>`;
  }).join('');
  const [mx, my] = [moon[0] * width, moon[1] * height];
  const layers = [
    { base: 0.6, rough: 0.5, fill: '#334155' },
    { base: 0.72, rough: 0.36, fill: '#1e293b' },
    { base: 0.86, rough: 0.2, fill: '#0f172a' },
  ]
    .map(
      (l) =>
        `<polygon points="${ridge(width, height, l.base * height, l.rough * height, rand)}" fill="${l.fill}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#020617"/><stop offset="0.45" stop-color="#172554"/>
      <stop offset="0.7" stop-color="#1d4ed8"/><stop offset="1" stop-color="#0b1220"/>
    </linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#bfdbfe" stop-opacity="0.55"/><stop offset="1" stop-color="#bfdbfe" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>${stars}
  <circle cx="${mx}" cy="${my}" r="${unit * 0.3}" fill="url(#glow)"/>
  <circle cx="${mx}" cy="${my}" r="${unit * 0.07}" fill="#f8fafc"/>${layers}
</svg>`;
}

function profileSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
  <rect width="100" height="100" fill="url(#bg)"/>
  <circle cx="50" cy="40" r="17" fill="#cbd5e1"/>
  <path d="M16 100c2-22 17-34 34-34s32 12 34 34z" fill="#cbd5e1"/>
</svg>`;
}

/** Whether `file` is a photo of the owner's: there, and not one this script draws. */
const owners = (file: string) => existsSync(file) && !isPlaceholderPhoto(file);
const force = process.argv.includes('--force');

const drawings = [
  ...scenes.map((scene) => ({
    file: scene.file,
    draw: () => sharp(Buffer.from(landingSvg(scene))).jpeg({ quality: 78, mozjpeg: true }),
  })),
  {
    file: profile.file,
    draw: () => sharp(Buffer.from(profileSvg(480))).jpeg({ quality: 82, mozjpeg: true }),
  },
];
await mkdir('static/photos', { recursive: true });
const kept: string[] = [];
for (const { file, draw } of drawings) {
  const path = `static/photos/${file}`;
  if (!force && owners(path)) kept.push(path);
  else await draw().toFile(path);
}
console.log(`Wrote ${drawings.length - kept.length} placeholder photos to static/photos`);
for (const path of kept)
  console.log(
    `Kept ${path}: your own photo, not a placeholder (npm run placeholders -- --force draws over it).`,
  );
