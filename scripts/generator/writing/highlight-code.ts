import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { Highlighter } from 'shiki';
import { writeWholeSync } from '../state/write-whole';
import { textOf, type TreeNode } from './tree-walk';

type ShikiOptions = Parameters<typeof rehypeShikiFromHighlighter>[1];
/** The colour classes Shiki's style-to-class transformer made, with their styles. */
type Registry = () => Map<string, string | Record<string, string>>;

/** A code block as highlighted: Shiki's fragment, and the CSS rules of the colour classes it uses. */
type Kept = { fragment: TreeNode; rules: string[] };

/**
 * A rehype plugin: Shiki's, with each code block's result kept on disk (`dir`, one file per block,
 * named by its language, meta and text). A post whose blocks were all highlighted before, as after
 * an edit of its prose, never loads the highlighter: Shiki's WebAssembly and a grammar's first use
 * were 0.6 s of the compile of one edited post. `rules` collects the CSS rules of the blocks' colours.
 */
export function highlightCode(
  highlighter: () => Promise<Highlighter>,
  options: ShikiOptions,
  { dir, registry, rules }: { dir?: string; registry: Registry; rules: Set<string> },
) {
  return () => async (tree: TreeNode) => {
    const fresh: { key: string; parent: TreeNode[]; index: number }[] = [];
    visitBlocks(tree, (block, parent, index) => {
      const key = blockKey(block);
      const kept = dir ? readKept(join(dir, key)) : undefined;
      if (!kept) return void fresh.push({ key, parent, index });
      parent[index] = kept.fragment;
      for (const rule of kept.rules) rules.add(rule);
    });
    if (fresh.length === 0) return;
    // Shiki passes over the kept blocks: their `code` has no language class.
    const shiki = rehypeShikiFromHighlighter.call(undefined as never, await highlighter(), options);
    await (shiki as unknown as (tree: TreeNode) => Promise<void> | undefined)(tree);
    const styles = registry();
    if (dir) mkdirSync(dir, { recursive: true });
    for (const { key, parent, index } of fresh) {
      const fragment = parent[index]!;
      const blockRules = [...classesIn(fragment)]
        .filter((name) => styles.has(name))
        .map((name) => `.${name}{${styleText(styles.get(name)!)}}`);
      for (const rule of blockRules) rules.add(rule);
      if (dir) writeWholeSync(join(dir, key), JSON.stringify({ fragment, rules: blockRules }));
    }
  };
}

/** A code block as Shiki's rehype plugin finds one: a `pre` whose first child is a `code` with a language. */
type Block = { lang: string; code: string; meta: string };

function visitBlocks(node: TreeNode, found: (block: Block, parent: TreeNode[], index: number) => void) {
  const children = node.children ?? [];
  children.forEach((child, index) => {
    const block = child.type === 'element' && child.tagName === 'pre' ? blockOf(child) : undefined;
    if (block) found(block, children, index);
    else visitBlocks(child, found);
  });
}

function blockOf(pre: TreeNode): Block | undefined {
  const head = pre.children?.[0];
  if (!head || head.type !== 'element' || head.tagName !== 'code' || !head.properties) return undefined;
  const classes = head.properties.className;
  const language = Array.isArray(classes)
    ? classes.find((name): name is string => typeof name === 'string' && name.startsWith('language-'))
    : undefined;
  // Without a language, Shiki leaves the block as it is (no default language is set).
  if (!language) return undefined;
  const data = (head as { data?: { meta?: string } }).data;
  const meta = data?.meta ?? head.properties.metastring?.toString() ?? '';
  return { lang: language.slice('language-'.length), code: textOf(head), meta };
}

const blockKey = ({ lang, code, meta }: Block) =>
  `${createHash('sha1')
    .update(JSON.stringify([lang, meta, code]))
    .digest('hex')}.json`;

/** A kept block, or nothing when there is none or it is damaged (it is then highlighted and written again). */
function readKept(path: string): Kept | undefined {
  try {
    const kept = JSON.parse(readFileSync(path, 'utf8')) as Kept;
    return kept && typeof kept.fragment === 'object' && Array.isArray(kept.rules) ? kept : undefined;
  } catch {
    return undefined;
  }
}

function classesIn(node: TreeNode, found = new Set<string>()): Set<string> {
  const names = node.properties?.class ?? node.properties?.className;
  for (const name of Array.isArray(names) ? names : String(names ?? '').split(' '))
    if (typeof name === 'string' && name) found.add(name);
  for (const child of node.children ?? []) classesIn(child, found);
  return found;
}

/** As the style-to-class transformer writes a style in its CSS. */
const styleText = (style: string | Record<string, string>) =>
  typeof style === 'string'
    ? style
    : Object.entries(style)
        .map(([key, value]) => `${key}:${value}`)
        .join(';');
