import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outputFile } from '../../src/page-files';
import { pageWeights, readDir } from '../generator/publishing/page-weights';

/** `npm run bench`, bytes: what a first visit to each page downloads (raw, gzip, brotli), from dist/. */
export function routeWeights(paths: readonly string[], dist = 'dist') {
  const htmls = paths.map((path) => readFileSync(join(dist, outputFile(path)), 'utf8'));
  return pageWeights(htmls, readDir(dist));
}
