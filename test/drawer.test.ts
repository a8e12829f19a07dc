import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { site } from '../src/content';
import { menu } from '../src/routes';
import { click, errors, key, loadPage, settle, setupDom, teardownDom } from './helpers/dom';

const drawer = suite('drawer island (hydrated in happy-dom)');
drawer.before(setupDom);
drawer.after(teardownDom);

const toggle = () => document.querySelector<HTMLButtonElement>('button[aria-controls="site-menu"]');
const panel = () => document.getElementById('site-menu')!;
const isOpen = () => toggle()?.getAttribute('aria-expanded') === 'true';

drawer('hydrates into a named button that controls the closed drawer', async () => {
  await loadPage('/about');
  assert.ok(toggle(), 'the hamburger is a button after hydration');
  assert.is(toggle()!.getAttribute('aria-label'), site.menu.open);
  assert.is(toggle()!.getAttribute('aria-expanded'), 'false');
  assert.is(panel().getAttribute('role'), 'dialog');
  assert.is(panel().getAttribute('aria-modal'), 'true');
  assert.not.ok(panel().closest('[data-open]'));
  assert.equal(errors, []);
});

drawer('the hamburger opens it, marks it expanded and moves focus to the first entry', async () => {
  await loadPage('/about');
  click(toggle());
  await settle();
  assert.ok(isOpen());
  assert.ok(panel().closest('[data-open]'), 'the drawer is shown');
  assert.is(document.activeElement?.textContent, menu[0]!.label);
});

drawer('the page behind is inert while open, and not after', async () => {
  await loadPage('/about');
  click(toggle());
  await settle();
  assert.ok(document.querySelector('main')!.hasAttribute('inert'));
  assert.ok(document.querySelector('footer')!.hasAttribute('inert'));
  assert.not.ok(document.querySelector('header')!.hasAttribute('inert'));
  click(toggle());
  await settle();
  assert.not.ok(isOpen());
  assert.not.ok(document.querySelector('main')!.hasAttribute('inert'));
});

drawer('a click on the backdrop closes it and focus returns to the hamburger', async () => {
  await loadPage('/contact');
  click(toggle());
  await settle();
  const backdrop = panel().previousElementSibling!;
  assert.is(backdrop.getAttribute('aria-hidden'), 'true');
  click(backdrop);
  await settle();
  assert.not.ok(isOpen());
  assert.is(document.activeElement, toggle());
});

drawer('choosing an entry closes it', async () => {
  await loadPage('/contact');
  click(toggle());
  await settle();
  const entry = [...panel().querySelectorAll('a')].find((a) => a.getAttribute('href') === menu[1]!.href)!;
  entry.addEventListener('click', (event) => event.preventDefault()); // stay on this page
  click(entry);
  await settle();
  assert.not.ok(isOpen());
});

drawer('Escape closes it', async () => {
  await loadPage('/');
  click(toggle());
  await settle();
  key('Escape');
  await settle();
  assert.not.ok(isOpen());
  assert.is(document.activeElement, toggle());
});

drawer('Tab and Shift+Tab wrap around inside the open drawer', async () => {
  await loadPage('/');
  click(toggle());
  await settle();
  const items = [...panel().querySelectorAll<HTMLElement>('a[href], button')];
  assert.is(items.length, menu.length + 1, 'four entries and a close button');
  items.at(-1)!.focus();
  key('Tab');
  assert.is(document.activeElement, items[0]);
  key('Tab', { shiftKey: true });
  assert.is(document.activeElement, items.at(-1));
});

drawer('the close button inside the drawer closes it', async () => {
  await loadPage('/');
  click(toggle());
  await settle();
  click(panel().querySelector('button'));
  await settle();
  assert.not.ok(isOpen());
});

drawer('the current route is highlighted, on every page of the menu', async () => {
  for (const entry of menu) {
    await loadPage(entry.href);
    const current = [...panel().querySelectorAll('[aria-current="page"]')].map((a) => a.textContent);
    assert.equal(current, [entry.label], entry.href);
  }
});

drawer('opened through the no-JavaScript link before hydration, it stays open after', async () => {
  await loadPage('/about', { url: '/about#site-menu' });
  assert.ok(isOpen());
  assert.is(location.hash, '');
});

drawer.run();
