import { textOf, walk, type TreeNode } from './tree-walk';

/** A heading's id: its words, lower case, joined by dashes, in any script. */
export const headingId = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-') || 'section';

/**
 * A rehype plugin: each h2-h4 gets an id and its text becomes a link to it, so a reader can copy
 * the address of a section. Ids taken (the footnotes' heading) are left as they are.
 */
export const headingAnchors = () => (tree: TreeNode) => {
  const used = new Map<string, number>();
  walk(tree, (node) => {
    if (node.type !== 'element' || !/^h[2-4]$/.test(node.tagName ?? '') || node.properties?.id) return;
    const base = headingId(textOf(node));
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    const id = count === 0 ? base : `${base}-${count}`;
    node.properties = { ...node.properties, id };
    node.children = [
      { type: 'element', tagName: 'a', properties: { href: `#${id}` }, children: node.children ?? [] },
    ];
  });
};
