import { existsSync, readdirSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'esbuild';
import type { Overlay } from '../project-files';

/** The owner's translations: `src/translations/<language>.ts`. */
export const translationsDir = 'src/translations';

const contentFile = resolve('src/content.ts');
const localizedContent = resolve('src/i18n/localized-content.ts');
const languageFile = resolve('src/language.ts');

/** The translation files, by language, from the disk and the build's virtual files (`overlay`). */
export function translationFiles(overlay: Overlay): Map<string, string> {
  const dir = resolve(translationsDir);
  const onDisk = existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [];
  const files = new Set([...onDisk, ...[...overlay.keys()].filter((path) => path.startsWith(dir + sep))]);
  const found = [...files].filter((path) => /\.tsx?$/.test(path) && overlay.get(path) !== null);
  return new Map(found.sort().map((path) => [basename(path).replace(/\.tsx?$/, ''), path]));
}

/**
 * How one bundle of the renderer serves every language of the site (src/language.ts): its copy for a
 * language is the same code loaded with `site:language`, that language and its addresses' prefix
 * (./bundle-renderer.ts). The screens import src/content.ts; here they get src/i18n/localized-content.ts,
 * the same texts in that copy's language, made from `site:translations`, the files of src/translations/.
 * The modules of src/i18n/, the translations and Linaria's styles read src/content.ts as it is.
 */
export function languagesPlugin(overlay: () => Overlay): Plugin {
  return {
    name: 'languages',
    setup(build) {
      build.onResolve({ filter: /^site:language$/ }, () => ({ path: 'site:language', external: true }));
      build.onResolve({ filter: /^site:translations$/ }, () => ({ path: 'translations', namespace: 'i18n' }));
      build.onLoad({ filter: /.*/, namespace: 'i18n' }, () => {
        const files = [...translationFiles(overlay())];
        const contents = [
          ...files.map(
            ([, path], i) => `import t${i} from ${JSON.stringify(`./${relative(process.cwd(), path)}`)};`,
          ),
          `export const translations = { ${files.map(([lang], i) => `${JSON.stringify(lang)}: t${i}`).join(', ')} };`,
        ].join('\n');
        return { contents, loader: 'js', resolveDir: process.cwd() };
      });
      build.onResolve({ filter: /(^|\/)content$/ }, (args) => {
        if (!args.resolveDir || resolve(args.resolveDir, args.path) !== contentFile.replace(/\.ts$/, ''))
          return undefined;
        if ((args.pluginData as { styles?: boolean } | undefined)?.styles) return undefined;
        const from = relative(resolve('src'), args.importer);
        if (from.startsWith(`i18n${sep}`) || from.startsWith(`translations${sep}`)) return undefined;
        return { path: localizedContent };
      });
      build.onLoad({ filter: /[\\/]language\.ts$/ }, (args) =>
        args.path === languageFile
          ? { contents: 'export { pageLanguage } from "site:language";', loader: 'js' }
          : undefined,
      );
    },
  };
}
