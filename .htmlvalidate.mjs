// html-validate's recommended rules, run over every built page by test/html-valid.test.ts.
// Off: the rules React's serializer breaks by design, none that concern what a browser reads; and the
// length of a title, which is the owner's words (a post's title and their name): a search result
// shortens a long one, and nothing else reads it the worse.
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
    // React writes a true boolean attribute as disabled="" (a task list's checkbox in a post).
    'attribute-boolean-style': 'off',
    'long-title': 'off',
    // HTML's own rule for an id (not empty, no space), not a CSS name's: a post's heading "1. Ask why"
    // has the id 1-ask-why, which its anchor link finds in every browser.
    'valid-id': ['error', { relaxed: true }],
  },
};
