/** The parts of a Markdown (mdast) or HTML (hast) tree the post plugins read: no types package needed. */
export type TreeNode = {
  type: string;
  tagName?: string;
  url?: string;
  alt?: string | null;
  value?: string;
  properties?: Record<string, unknown>;
  children?: TreeNode[];
  position?: { start: { line: number } };
};

/** Calls `visit` on every node of the tree, parents before their children. */
export function walk(node: TreeNode, visit: (node: TreeNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** A node's text, as a reader sees it. */
export const textOf = (node: TreeNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');
