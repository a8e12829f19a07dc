import type { createFontStack } from '@capsizecss/core';

type Metrics = Parameters<typeof createFontStack>[0][number];

/*
 * The metrics capsize's createFontStack reads, for Inter and its two fallbacks
 * (scripts/generator/fonts/font.ts). Copied from @capsizecss/metrics 4.3.0, which ships
 * every Google font's and unpacks to about 169 MB; generated with
 *
 *   npm install --no-save @capsizecss/metrics@4.3.0
 *   node -e "for (const f of ['inter', 'arial', 'roboto']) { const { familyName, fullName, postscriptName, ascent, descent, lineGap, unitsPerEm, xWidthAvg } = require('@capsizecss/metrics/' + f); console.log(f, { familyName, fullName, postscriptName, ascent, descent, lineGap, unitsPerEm, xWidthAvg }) }"
 *
 * Its per-subset widths are left out: the latin one equals xWidthAvg, and the
 * fallback faces are sized for latin text.
 */

export const inter = {
  familyName: 'Inter',
  fullName: 'Inter Regular',
  postscriptName: 'Inter-Regular',
  ascent: 1984,
  descent: -494,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 978,
} satisfies Metrics;

export const arial = {
  familyName: 'Arial',
  fullName: 'Arial',
  postscriptName: 'ArialMT',
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xWidthAvg: 913,
} satisfies Metrics;

export const roboto = {
  familyName: 'Roboto',
  fullName: 'Roboto Regular',
  postscriptName: 'Roboto-Regular',
  ascent: 1900,
  descent: -500,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 911,
} satisfies Metrics;
