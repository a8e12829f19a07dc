import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as content from '../src/content';
import {
  leftoversBlock,
  refused,
  templateLeftovers,
  TemplateLeftoversError,
  type OwnedContent,
} from '../scripts/generator/checks/template-leftovers';
import { buildIfChanged } from '../scripts/generator/cli';
import { buildProblems, formatProblems } from '../scripts/generator/errors/build-error';
import { inputsHash, recordBuild, stampFile } from '../scripts/generator/publishing/up-to-date';
import { fieldKeys, missingFields, templateEnglish } from '../scripts/generator/checks/english-texts';
import { templatePlaceholders as template } from '../scripts/generator/checks/template-placeholders';
import { deployedKinds, keptDir } from '../scripts/generator/state/cache-dir';

const { photos } = content;

/** Content as the template ships it, made from the placeholders the build knows. */
const templateContent: OwnedContent = {
  owner: { name: template.name, linkedInUrl: template.linkedInUrl },
  landing: { description: `${template.name}: a role. ${template.description}` },
  portfolioItems: template.portfolio.map(({ title, photo }) => ({
    title,
    imageUrl: `https://images.example/${photo}?w=1200`,
  })),
  photos,
};
const photoFiles = [photos.landing.desktop.file, photos.profile.file];

/** An owner who changed every one of them. */
const ownContent: OwnedContent = {
  owner: { name: 'Ada Lovelace', linkedInUrl: 'https://www.linkedin.com/in/ada/' },
  landing: { description: 'Ada Lovelace: analyst. Notes on the Analytical Engine.' },
  portfolioItems: [{ title: 'The Notes', imageUrl: 'photos/notes.png' }],
  photos,
};

const leftovers = suite("template leftovers: what the build says is still the template's");

leftovers('the template as shipped: one line each, naming the field or file to change', () => {
  const found = templateLeftovers(templateContent, template.siteUrl, photoFiles);
  const said = found.map(({ file, message }) => `${file}: ${message}`);
  const expected = [
    'src/content.ts: owner.name:',
    'src/content.ts: owner.linkedInUrl:',
    'src/content.ts: portfolioItems[0], portfolioItems[1], portfolioItems[2]:',
    'src/content.ts: landing.description:',
    `static/photos: ${photoFiles.join(', ')}:`,
    ': SITE_URL is not set',
  ];
  assert.is(said.length, expected.length, said.join('\n'));
  expected.forEach((start, i) => assert.ok(said[i]!.startsWith(start), `${said[i]} starts with ${start}`));
  assert.match(said.at(-1)!, template.siteUrl, 'the placeholder address is named');
});

leftovers('an owner who changed everything is told nothing', () => {
  assert.equal(templateLeftovers(ownContent, 'https://ada.dev', []), []);
});

leftovers("a project that keeps the template's title or its stock photo is still the template's", () => {
  const [first, second] = template.portfolio;
  const items = [
    { title: first.title, imageUrl: 'photos/mine.png' },
    { title: 'Mine', imageUrl: 'photos/mine.png' },
    { title: 'Also mine', imageUrl: `https://images.example/${second.photo}` },
  ];
  const found = templateLeftovers({ ...ownContent, portfolioItems: items }, 'https://ada.dev', []);
  assert.equal(
    found.map((p) => p.message.split(':')[0]),
    ['portfolioItems[0], portfolioItems[2]'],
  );
});

leftovers('the GitHub Pages workflow builds with --strict, so it never publishes the template', () => {
  const workflow = readFileSync('.github/workflows/deploy.yml', 'utf8');
  const builds = workflow.split('\n').filter((line) => /^\s*-?\s*run:.*npm run build/.test(line));
  assert.is(builds.length, 1, 'one build step');
  assert.match(builds[0]!, /npm run build -- (.* )?--strict\b/);
});

leftovers(
  'the workflow keeps the derived files between deploys: restored after npm ci, before the build',
  () => {
    const lines = readFileSync('.github/workflows/deploy.yml', 'utf8').split('\n');
    const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
    const install = at(/^\s*- run: npm ci$/);
    const cache = at(/^\s*- uses: actions\/cache@v\d+$/);
    const build = at(/^\s*- run: npm run build\b/);
    assert.ok(install >= 0 && install < cache && cache < build, 'npm ci, then the cache, then the build');
    const step = lines.slice(cache + 1, build);
    const paths = step.map((line) => line.trim()).filter((line) => line.startsWith('node_modules/'));
    assert.equal(
      paths,
      deployedKinds.map((kind) => keptDir(kind)),
      'the folders of scripts/generator/state/cache-dir.ts',
    );
    // Each is a folder the build writes: a kind renamed in the generator and not here would restore nothing.
    const sources = readdirSync('scripts/generator', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => readFileSync(join('scripts/generator', file), 'utf8'))
      .join('\n');
    for (const kind of deployedKinds) assert.match(sources, `keptDir('${kind}')`, kind);
    const key = step.find((line) => /^\s*key:/.test(line)) ?? '';
    for (const source of ['package-lock.json', 'src/**', 'static/**']) assert.match(key, `'${source}'`, key);
    assert.ok(
      step.some((line) => /^\s*restore-keys:/.test(line)),
      'an earlier deploy’s files restored',
    );
  },
);

/** A content object whose fields are `texts`' (a field path to its value), the rest as `ownContent`'s. */
function withTexts(texts: Readonly<Record<string, string>>, lang: string) {
  const content: Record<string, unknown> = { ...ownContent, site: { lang } };
  for (const [field, value] of Object.entries(texts)) {
    const keys = fieldKeys(field);
    let node = content;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] = value;
  }
  return content as OwnedContent;
}

leftovers('a site in Hebrew still showing the template’s English: one notice naming each text', () => {
  const found = templateLeftovers(withTexts(templateEnglish, 'he'), 'https://ada.dev', []);
  assert.is(found.length, 1, found.map((p) => p.message).join('\n'));
  const fields = Object.keys(templateEnglish);
  assert.match(
    found[0]!.message,
    `site.lang is "he", but these ${fields.length} texts are still the template's English: `,
  );
  for (const field of fields) assert.match(found[0]!.message, field);
  assert.equal(refused(found), [], '--strict builds all the same');
  assert.match(leftoversBlock(found), /^Not yet in your language/);
  assert.not.match(leftoversBlock(found), 'refuses');
});

leftovers('a site in English, or one with every text translated, is told nothing of it', () => {
  for (const lang of ['en', 'en-GB'])
    assert.equal(templateLeftovers(withTexts(templateEnglish, lang), 'https://ada.dev', []), [], lang);
  const translated = Object.fromEntries(
    Object.keys(templateEnglish).map((field) => [field, `מילה ${field}`]),
  );
  const mixed = { ...translated, 'nav.home': templateEnglish['nav.home']! };
  assert.equal(templateLeftovers(withTexts(translated, 'he'), 'https://ada.dev', []), []);
  assert.match(
    templateLeftovers(withTexts(mixed, 'he'), 'https://ada.dev', [])[0]!.message,
    /this text is still the template's English: nav\.home$/,
  );
});

leftovers('every text the notice knows is a field src/content.ts has', () => {
  assert.equal(missingFields(content), []);
});

/** A portfolio item of the test's own, its picture a photo of the owner's under static/. */
leftovers(
  'dist/ up to date: a strict build of the same inputs still refuses, and writes nothing',
  async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'site-dist-'));
    const page = { path: 'index.html', contents: '<p>the last build</p>' };
    writeFileSync(join(outDir, page.path), page.contents);
    // The record a plain build of the template leaves: what it listed, with dist/ as it wrote it.
    const listed = templateLeftovers(templateContent, template.siteUrl, photoFiles);
    recordBuild(outDir, inputsHash('production'), [page], listed);
    try {
      assert.equal(await buildIfChanged({ outDir, mode: 'production' }), { built: false, leftovers: listed });
      const refusal = await buildIfChanged({ outDir, mode: 'production', strict: true }).then(
        () => assert.unreachable('a strict build of an up-to-date dist/ fails too'),
        (error: unknown) => error,
      );
      assert.instance(refusal, TemplateLeftoversError);
      const said = formatProblems(buildProblems(refusal));
      for (const name of ['owner.name', ...photoFiles, 'SITE_URL is not set']) assert.match(said, name);
      assert.is(readFileSync(join(outDir, page.path), 'utf8'), page.contents);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
      rmSync(stampFile(outDir), { force: true });
    }
  },
);

leftovers.run();
