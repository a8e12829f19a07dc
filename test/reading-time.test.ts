import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readingMinutes } from '../scripts/generator/writing/read-posts';

const minutes = suite('writing: a post’s reading time');

/** `count` words of the test's own, a space between each. */
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

minutes('230 words a minute, rounded, and never less than one', () => {
  assert.is(readingMinutes(''), 1);
  assert.is(readingMinutes(words(100)), 1);
  assert.is(readingMinutes(words(690)), 3);
  assert.is(readingMinutes(words(2300)), 10);
});

// Two characters count as one word: 460 characters a minute.
const japanese = '評価のデータを集める。'; // 11 characters, the full stop among them
const chinese = '评估模型需要数据'; // 8 characters

minutes('Japanese, without spaces between its words, takes its characters two to a word', () => {
  assert.is(readingMinutes(japanese.repeat(42 * 3)), 3); // 1,386 characters
  assert.is(readingMinutes(japanese.repeat(420)), 10); // 4,620 characters
});

minutes('Chinese too', () => {
  assert.is(readingMinutes(chinese.repeat(230)), 4); // 1,840 characters
});

minutes('a text of both counts its words and its characters', () => {
  // 460 words and 920 characters: two minutes and two more.
  assert.is(readingMinutes(`${words(460)} ${'学'.repeat(920)}`), 4);
  // Latin words inside Japanese text are words: "GPT" and "API" beside 918 characters.
  assert.is(readingMinutes(`${words(228)} GPTの${'評'.repeat(916)}API。`), 3);
});

minutes.run();
