import * as assert from 'uvu/assert';
import { photos } from '../../src/content';
import { browserSuite, closePage, openPage } from '../helpers/browser';
import { landingViewports } from '../helpers/landing';
import { encodedName } from '../helpers/photo-names';
import { safeStem } from '../../scripts/generator/photos/encode-photos';

const { test: page, env } = browserSuite('browser: the landing page, its photo at each size');

for (const { viewport, photo } of landingViewports) {
  page(
    `at ${viewport.width}x${viewport.height} the photo is ${photo.file} (AVIF, one file), covering the screen at its focus`,
    async () => {
      const context = await env.browser.newContext({ viewport });
      const fetched: string[] = [];
      context.on('request', (request) => {
        if (request.url().includes('/assets/photos/')) fetched.push(new URL(request.url()).pathname);
      });
      const p = await context.newPage();
      await p.goto(`${env.origin}/`);
      const img = p.locator('main picture img');
      await img.evaluate((el: HTMLImageElement) => el.decode());
      const state = await img.evaluate((el: HTMLImageElement) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return {
          src: el.currentSrc,
          x: r.x,
          y: r.y,
          w: r.width,
          h: r.height,
          fit: s.objectFit,
          position: s.objectPosition,
        };
      });
      assert.match(state.src, new RegExp(`/assets/photos/${encodedName(photo.file, 'avif')}$`));
      // Every image the page asks for is fetched by its load event (the photo is not lazy).
      await p.waitForLoadState('load');
      assert.equal(fetched, [new URL(state.src).pathname], 'exactly one photo file fetched');
      assert.is(state.fit, 'cover');
      assert.ok(state.x <= 0 && state.y <= 0, 'from the top left');
      assert.ok(state.w >= viewport.width && state.h >= viewport.height, `${state.w}x${state.h}`);
      assert.is(state.position, photo.focus);
      await closePage(p);
    },
  );
}

page('resizing and turning the device switch the photo', async () => {
  const { page: p } = await openPage(env.browser, `${env.origin}/`, {
    viewport: { width: 390, height: 844 },
  });
  const src = () => p.locator('main picture img').evaluate((el: HTMLImageElement) => el.currentSrc);
  const stem = (file: string) => `/${safeStem(file)}-`;
  assert.ok((await src()).includes(stem(photos.landing.mobilePortrait.file)));
  await p.setViewportSize({ width: 844, height: 390 });
  await p.waitForFunction(
    (file) => document.querySelector<HTMLImageElement>('picture img')!.currentSrc.includes(file),
    stem(photos.landing.mobileLandscape.file),
  );
  await p.setViewportSize({ width: 1440, height: 900 });
  await p.waitForFunction(
    (file) => document.querySelector<HTMLImageElement>('picture img')!.currentSrc.includes(file),
    stem(photos.landing.desktop.file),
  );
  await closePage(p);
});

page.run();
