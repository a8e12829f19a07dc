import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadSharp } from '../photos/load-sharp';
import { keptDir } from '../state/cache-dir';
import { writeWholeSync } from '../state/write-whole';

const registered = new Map<string, Promise<unknown>>();
/**
 * libvips adds a `fontfile` to fontconfig once per process; later texts find it by family. Cards
 * drawn at once wait for the same registration.
 */
export function registerFont(file: string) {
  if (!registered.has(file))
    registered.set(
      file,
      loadSharp().then((sharp) => sharp({ text: { text: '.', fontfile: file } }).toBuffer()),
    );
  return registered.get(file)!;
}

/**
 * Fontconfig with no font directories: Pango sees only the files the card registers, so a family that
 * failed to match shows as a box in review, not as a machine's font another machine lacks. Fontconfig
 * reads FONTCONFIG_FILE once, when first used, and never rescans (`rescan` 0): it is set for that
 * moment only, so the processes the build starts (a browser, in the tests) keep the machine's fonts.
 */
let isolated: Promise<void> | undefined;
export function isolateFonts() {
  isolated ??= (async () => {
    const dir = resolve(keptDir('card-fonts'));
    mkdirSync(dir, { recursive: true });
    const file = resolve(dir, 'fonts.conf');
    // Written whole: another build's fontconfig (the tests' copies share this folder) may be reading it.
    writeWholeSync(
      file,
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><cachedir>${dir}/fontconfig</cachedir><config><rescan><int>0</int></rescan></config></fontconfig>\n`,
    );
    const before = process.env.FONTCONFIG_FILE;
    process.env.FONTCONFIG_FILE = file;
    try {
      await (await loadSharp())({ text: { text: '.' } }).toBuffer(); // fontconfig starts here, with the file above
    } finally {
      if (before === undefined) delete process.env.FONTCONFIG_FILE;
      else process.env.FONTCONFIG_FILE = before;
    }
  })();
  return isolated;
}
