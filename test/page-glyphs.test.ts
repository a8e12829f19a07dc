import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Renderer } from '../scripts/generator/bundling/bundle-renderer';
import type { Inter } from '../scripts/generator/fonts/inter';
import { checkPageGlyphs, PageGlyphError, scriptStackRule } from '../scripts/generator/fonts/glyphs';
import { packageFor } from '../scripts/generator/fonts/noto-fonts';
import * as theme from '../src/theme';

const { scriptFonts } = theme;

const glyphs = suite('fonts: every character a page shows is drawn, else the build names it');

/** Inter as the check sees it: here, ASCII only. */
const inter = { has: (code: number) => code < 0x80 } as unknown as Inter;
const renderer = (content: object) => ({ theme, content }) as unknown as Renderer;
const problemsOf = (shown: Record<string, string>, content: object = {}) => {
  try {
    checkPageGlyphs(new Map(Object.entries(shown)), inter, renderer(content));
    return [];
  } catch (error) {
    if (!(error instanceof PageGlyphError)) throw error;
    return error.problems;
  }
};

glyphs('Japanese with its full-width punctuation is drawn by the fonts named for it', () => {
  const text = '社内文書検索（日本語RAG）とは？「評価」、データ。１２３';
  assert.equal(problemsOf({ '/portfolio': text }), []);
});

glyphs('a character no font draws: its code point once, the field that holds the words around it', () => {
  // U+E000 is private use: no font of the stack draws it. Two fields hold it; the page shows the second.
  const content = { landing: { description: 'Intro \ue000 here' }, items: [{ title: 'Sales \ue000 Draft' }] };
  const [problem, ...more] = problemsOf({ '/portfolio': 'My work: Sales \ue000 Draft and more' }, content);
  assert.is(more.length, 0);
  assert.is(problem!.file, 'src/content.ts');
  assert.match(problem!.message, /^items\[0\]\.title: "\ue000" \(U\+E000, private use\) on \/portfolio/);
});

glyphs('a character in a post’s own text is named in the post’s file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'glyphs-'));
  const cwd = process.cwd();
  try {
    mkdirSync(join(dir, 'src/writing'), { recursive: true });
    writeFileSync(join(dir, 'src/writing/field-notes.mdx'), 'text');
    writeFileSync(join(dir, 'src/writing/評価入門.md'), 'text');
    process.chdir(dir);
    const [problem] = problemsOf({ '/writing/field-notes': 'A symbol \ue001 in a post.' });
    assert.is(problem!.file, 'src/writing/field-notes.mdx');
    assert.match(problem!.message, /^a text: "\ue001" \(U\+E001, private use\) on \/writing\/field-notes/);
    // A post named in another script: its page's address is encoded, its file is not.
    const [named] = problemsOf({
      [`/writing/${encodeURIComponent('評価入門')}`]: 'A symbol \ue001 in a post.',
    });
    assert.is(named!.file, 'src/writing/評価入門.md');
  } finally {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  }
});

glyphs.run();

const han = suite('fonts: Han drawn in the forms of the language it is read in');

/** The families a page's stack names for its scripts, in order (those of every page left out). */
const names = (list: string) => list.split(',').map((family) => family.trim().replace(/'/g, ''));
const stack = (text: string, lang: string) =>
  names(
    scriptStackRule(text, inter, renderer({ site: { lang } })).slice('body{font-family:'.length, -1),
  ).filter((family) => !names(theme.font.family).includes(family));
const first = (families: string[], wanted: string[]) =>
  families.findIndex((family) => wanted.includes(family));

han('a Japanese site names Japanese fonts before the Chinese ones, even for a name in kanji only', () => {
  const families = stack('山田 花子', 'ja');
  assert.ok(first(families, ['Hiragino Sans']) < first(families, ['PingFang SC']), families.join());
  assert.ok(first(families, ['Noto Sans CJK JP']) < first(families, ['Noto Sans CJK SC']), families.join());
});

han('kana on a page of a site in another language: Japanese first too', () => {
  const families = stack('山田 花子, AIプロダクトマネージャー', 'en');
  assert.ok(first(families, ['Hiragino Sans']) < first(families, ['PingFang SC']), families.join());
});

han('Chinese, Traditional Chinese and Korean sites: their own fonts first', () => {
  assert.is(stack('王小明', 'zh-CN')[0], 'PingFang SC');
  assert.is(stack('王小明', 'en')[0], 'PingFang SC');
  assert.is(stack('王小明', 'zh-TW')[0], 'PingFang TC');
  assert.is(stack('金大中 김대중', 'ko')[0], 'Apple SD Gothic Neo');
});

han('the link-preview card: Han from the font of the site’s language', () => {
  assert.is(packageFor('Han', '山田 花子', 'ja'), '@fontsource/noto-sans-jp');
  assert.is(packageFor('Han', '山田 花子', 'ja-JP'), '@fontsource/noto-sans-jp');
  assert.is(packageFor('Han', 'プロダクト 山田', 'en'), '@fontsource/noto-sans-jp');
  assert.is(packageFor('Han', '金大中', 'ko'), '@fontsource/noto-sans-kr');
  assert.is(packageFor('Han', '王小明', 'en'), '@fontsource/noto-sans-sc');
  assert.is(packageFor('Han', '王小明'), '@fontsource/noto-sans-sc');
});

han.run();
