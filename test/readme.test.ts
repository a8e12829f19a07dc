import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const readme = suite('README: tells the truth about the project');
const text = readFileSync('README.md', 'utf8');
const scripts = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).scripts as object);

readme('every script in package.json is in the scripts table', () => {
  const table = text.slice(text.indexOf('## Scripts'), text.indexOf('\n## ', text.indexOf('## Scripts') + 1));
  for (const name of scripts) {
    const command = name === 'start' || name === 'test' ? `npm ${name}` : `npm run ${name}`;
    // `format` and `format:check` share a row: "`npm run format` / `format:check`".
    const listed = table.includes(`\`${command}\``) || table.includes(`/ \`${name}\``);
    assert.ok(listed, `${command} is missing from the README's scripts table`);
  }
});

readme('the scripts the README names exist', () => {
  for (const [, name] of text.matchAll(/`npm run ([\w:-]+)/g)) assert.ok(scripts.includes(name!), name);
});

readme('the mistake the first edit makes on purpose can be made: its file has that closing tag', () => {
  const [, tag, file] = /deleting the closing `(<\/\w+>)` in\s+`([^`]+)`/.exec(text) ?? [];
  assert.ok(tag && file, 'Your first edit names a closing tag and its file');
  assert.ok(readFileSync(file!, 'utf8').includes(tag!), `${file} has no ${tag}`);
});

readme.run();
