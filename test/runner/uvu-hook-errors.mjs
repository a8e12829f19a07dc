/**
 * A module hook for ./test-file.mjs: uvu 0.5 runs a suite's `before` hooks inside a `try` whose
 * `finally` returns, so an error thrown by one is dropped, and every test of the suite counts as
 * failed with no word of why. This adds a `catch` that reports it as the suite's error, as a test's
 * would be. Applied to uvu's own file only, and only when it is the code this was written for.
 */
const swallowing = "\t} finally {\n\t\tstate.__test__ = '';";
const reporting = `\t} catch (err) {\n\t\tif (errors.length) errors += '\\n';\n\t\terrors += format(state.__test__ || 'before', err, name);\n${swallowing}`;

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!/[\\/]node_modules[\\/]uvu[\\/]dist[\\/]index\.mjs$/.test(url)) return loaded;
  const source = String(loaded.source);
  return source.includes(swallowing) ? { ...loaded, source: source.replace(swallowing, reporting) } : loaded;
}
