/**
 * On 404.html only. Hosts like GitHub Pages answer every missing path with the
 * root 404.html; in the portfolio's section the visitor should see the
 * portfolio's own not-found view (spec §8), which the page carries in a
 * <template> that names the section's address (`portfolioSection` of src/routes.ts).
 */
const template = document.getElementById('portfolio-not-found');
const section = template?.dataset.section;
if (template instanceof HTMLTemplateElement && section && location.pathname.startsWith(section)) {
  document.querySelector('main')?.replaceChildren(template.content.cloneNode(true));
  if (template.dataset.title) document.title = template.dataset.title;
}
