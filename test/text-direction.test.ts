import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { arrowsFor, directionOf, documentLanguage } from '../src/text-direction';

const direction = suite('text direction: a site or post written right to left');

direction('Arabic, Hebrew, Persian and Urdu read right to left; the others left to right', () => {
  for (const lang of ['ar', 'ar-EG', 'he-IL', 'fa', 'ur']) assert.is(directionOf(lang), 'rtl', lang);
  for (const lang of ['en', 'de', 'zh-Hant', 'ja', 'el', 'ru']) assert.is(directionOf(lang), 'ltr', lang);
});

direction('going back points the way the language reads', () => {
  assert.equal(arrowsFor('he'), { back: '→', forward: '←' });
  assert.equal(arrowsFor('pt-BR'), { back: '←', forward: '→' });
});

direction('a page of a site in Arabic or Hebrew is laid out right to left; one in English has no dir', () => {
  assert.equal(documentLanguage('ar'), { lang: 'ar', dir: 'rtl' });
  assert.equal(documentLanguage('he'), { lang: 'he', dir: 'rtl' });
  assert.equal(documentLanguage('en'), { lang: 'en' });
});

direction.run();
