import { walk, type TreeNode } from './tree-walk';

/**
 * A rehype plugin: a table column's alignment (`| ---: |`) becomes `data-align` on its cells, which
 * the posts' styles read (src/components/PostBody.tsx). Left as `align`, MDX would write it as an
 * inline `style`, which the site's CSP refuses and its pages never carry.
 */
export const tableAlign = () => (tree: TreeNode) => {
  walk(tree, (node) => {
    if (node.type !== 'element' || (node.tagName !== 'th' && node.tagName !== 'td')) return;
    const { align, ...properties } = node.properties ?? {};
    if (typeof align !== 'string') return;
    node.properties = { ...properties, dataAlign: align };
  });
};
