/** The site's build. Its steps, in order, are in scripts/generator/build.ts; `npm run build` is scripts/generator/cli.ts. */
export { build, createBuilder, type BuildOptions } from './scripts/generator/build';
