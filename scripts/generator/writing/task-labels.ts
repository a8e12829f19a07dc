import { walk, type TreeNode } from './tree-walk';

/** Elements that end a task's words: what follows them is no longer its label (a nested list, a paragraph). */
const blocks = new Set(['p', 'div', 'ul', 'ol', 'pre', 'table', 'blockquote', 'figure', 'hr', 'details']);
const isBlock = (node: TreeNode) =>
  node.type === 'element' && (blocks.has(node.tagName!) || /^h[1-6]$/.test(node.tagName!));

/**
 * A rehype plugin: a task list item's checkbox (`- [x] ship it`) and its words go in one `<label>`, so
 * the box is named by them: remark-gfm writes a bare `<input>`, which screen readers announce as an
 * unnamed checkbox (axe: "Form elements must have labels"). The words up to the first block (a
 * nested list, a second paragraph) become the label; they stay where they are on the page.
 */
export const taskLabels = () => (tree: TreeNode) => {
  walk(tree, (node) => {
    const children = node.children ?? [];
    const box = children.findIndex(
      (child) => child.tagName === 'input' && child.properties?.type === 'checkbox',
    );
    if (box < 0 || (node.tagName !== 'li' && node.tagName !== 'p')) return;
    const end = children.findIndex((child, i) => i > box && isBlock(child));
    const words = children.slice(box, end < 0 ? children.length : end);
    const label: TreeNode = { type: 'element', tagName: 'label', properties: {}, children: words };
    node.children = [...children.slice(0, box), label, ...children.slice(box + words.length)];
  });
};
