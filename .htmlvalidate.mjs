// html-validate's recommended rules, run over every built page by test/html-valid.test.ts.
// Off: only the rules React's serializer breaks by design, none that concern what a browser reads.
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React closes void elements as JSX does: <meta/>, <img/>.
    'void-style': 'off',
    // React writes its camelCase prop names: charSet, srcSet, fetchPriority, imageSrcSet.
    'attr-case': 'off',
    // React writes an empty attribute as crossorigin="" rather than a bare crossorigin.
    'attribute-empty-style': 'off',
  },
};
