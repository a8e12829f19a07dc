/**
 * The files of src/translations/, each by its language (`de` for src/translations/de.ts): a module
 * the build makes for the renderer's bundle (scripts/generator/bundling/languages-plugin.ts).
 */
declare module 'site:translations' {
  export const translations: Readonly<Record<string, import('./i18n/translation').Translation>>;
}
