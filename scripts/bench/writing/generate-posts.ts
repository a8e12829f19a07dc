import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** Words drawn in a fixed order: every run writes the same posts. */
const words = (
  'model evaluation product prompt users latency retrieval context quality metric dataset release ' +
  'feedback team roadmap baseline accuracy error budget review shipping customer signal experiment ' +
  'pipeline ranking embedding vector cost trust safety interview insight launch iteration analysis'
).split(' ');

function sentence(seed: number, length: number): string {
  const picked = Array.from(
    { length },
    (_, i) => words[(seed * 7 + i * 13 + ((seed * i) % 5)) % words.length]!,
  );
  const text = picked.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

const paragraph = (seed: number) =>
  Array.from({ length: 6 }, (_, i) => sentence(seed + i, 12 + (i % 5))).join(' ');

const code = (n: number) => `\`\`\`ts
export async function evaluate${n}(cases: { input: string; expected: string }[]): Promise<number> {
  let passed = 0;
  for (const { input, expected } of cases) {
    const answer = await model.complete({ prompt: input, temperature: 0 });
    if (answer.trim().toLowerCase() === expected.toLowerCase()) passed += 1;
  }
  return passed / cases.length; // share of cases passed
}
\`\`\`

\`\`\`python
def score_${n}(rows):
    """Mean score of the rows, ignoring the empty ones."""
    scores = [row["score"] for row in rows if row.get("score") is not None]
    return sum(scores) / len(scores) if scores else 0.0
\`\`\``;

/**
 * One realistic post: about 1,100 words, headings, a list, two code blocks, footnotes, a table on every
 * third post and an image on every tenth.
 */
export function postText(n: number): string {
  const day = new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  const parts = [
    `---\ntitle: 'Notes on evaluation, part ${n}'\ndate: ${day}\ndescription: ${sentence(n, 14)}\ntags: [evals, product]\n---\n`,
    paragraph(n),
    paragraph(n + 1),
    '## Why it matters',
    paragraph(n + 2),
    `- ${sentence(n, 8)}\n- ${sentence(n + 1, 9)}\n- ${sentence(n + 2, 10)}`,
    paragraph(n + 3),
    code(n),
    '## What we measured',
    paragraph(n + 4),
    `${sentence(n + 5, 14)}[^1] ${sentence(n + 6, 12)}[^2]`,
    n % 3 === 0
      ? '| Metric | Before | After |\n| --- | --- | --- |\n| Accuracy | 71% | 88% |\n| Latency | 900 ms | 640 ms |'
      : '',
    paragraph(n + 5),
    n % 10 === 0 ? `![A chart of the results of part ${n}](chart-${n}.png)` : '',
    '### What comes next',
    ...Array.from({ length: 6 }, (_, i) => paragraph(n + 6 + i)),
    `[^1]: ${sentence(n + 7, 10)}\n\n[^2]: ${sentence(n + 8, 10)}`,
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

/** Writes `count` posts into `dir`, and the images every tenth one shows. */
export async function generatePosts(dir: string, count: number): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (let n = 1; n <= count; n++) {
    writeFileSync(join(dir, `notes-${n}.md`), postText(n));
    if (n % 10 === 0) {
      const png = await sharp({
        create: { width: 1600, height: 900, channels: 3, background: { r: (n * 37) % 256, g: 90, b: 160 } },
      })
        .png()
        .toBuffer();
      writeFileSync(join(dir, `chart-${n}.png`), png);
    }
  }
}
