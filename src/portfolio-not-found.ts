/**
 * On 404.html only. Hosts like GitHub Pages answer every missing path with the
 * root 404.html; under /portfolio/ the visitor should see the portfolio's own
 * not-found view (spec §8), which the page carries in a <template>.
 */
const template = document.getElementById('portfolio-not-found');
const base = document.documentElement.dataset.base ?? '';
if (template instanceof HTMLTemplateElement && location.pathname.startsWith(`${base}/portfolio/`)) {
  document.querySelector('main')?.replaceChildren(template.content.cloneNode(true));
  if (template.dataset.title) document.title = template.dataset.title;
}
