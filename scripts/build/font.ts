import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import { contentHash, type OutputFile } from './output-files';

const require = createRequire(import.meta.url);
const fontsource = dirname(require.resolve('@fontsource-variable/inter/package.json'));

/**
 * Inter, self-hosted: the variable latin subset from @fontsource-variable/inter
 * (one WOFF2 for every weight), `font-display: swap`, and a fallback face whose
 * metrics capsize matched to Inter, so the swap moves no text.
 */
export function buildFont(basePath = '') {
  return (built[basePath] ??= makeFont(basePath));
}

const built: Record<string, ReturnType<typeof makeFont>> = {};

async function makeFont(basePath: string) {
  const cssFile = await readFile(join(fontsource, 'wght.css'), 'utf8');
  const latin = cssFile.match(/\/\* inter-latin-wght-normal \*\/\s*@font-face\s*\{([^}]*)\}/);
  const unicodeRange = latin?.[1]?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!unicodeRange) throw new Error('@fontsource-variable/inter: no latin face found in wght.css');

  const contents = await readFile(join(fontsource, 'files/inter-latin-wght-normal.woff2'));
  const file: OutputFile = { path: `assets/inter-latin-${contentHash(contents)}.woff2`, contents };
  const url = `${basePath}/${file.path}`;

  // Liberation Sans and Arimo share Arial's metrics: the same overrides fit them.
  const fallback = createFontStack([inter, arial]).fontFaces.replace(
    "src: local('Arial'), local('ArialMT');",
    "src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo');",
  );
  const css = `@font-face{font-family:Inter;font-style:normal;font-display:swap;font-weight:100 900;src:url(${url}) format("woff2");unicode-range:${unicodeRange}}\n${fallback}\n`;
  return { file, url, css };
}
