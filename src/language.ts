/**
 * The language of the pages a copy of the renderer makes: its tag, and the prefix of its pages'
 * addresses ('' for the site's first language, '/de' for German). The build loads the renderer once
 * for each of `site.languages` (scripts/generator/bundling/bundle-renderer.ts), each copy given its
 * own in place of this module; these values are those of code run outside the renderer (the
 * servers, the tests): the first language's, whose pages keep the addresses they have always had.
 */
export const pageLanguage: { readonly lang: string | null; readonly prefix: string } = {
  lang: null,
  prefix: '',
};
