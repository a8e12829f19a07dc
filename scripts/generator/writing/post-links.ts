import { dirname } from 'node:path';
import { PostError } from './post-error';
import { walk, type TreeNode } from './tree-walk';

/** Where a post's Markdown points: images to encode, other posts to check once all are known. */
export type PostRefs = {
  images: { src: string; line: number }[];
  links: { slug: string; line: number }[];
};

const external = /^[a-z][a-z\d+.-]*:|^\/\//i;

/**
 * A post's or case study's image, by the path the build encodes it from: beside its file in `dir`
 * (`![alt](chart.png)`, read from src/writing/ or src/portfolio/) or under static/ (`/photos/chart.png`).
 */
export function imageSource(src: string, dir = 'src/writing'): string | null {
  if (external.test(src) || src.includes('..')) return null;
  const path = decodeURI(src);
  return path.startsWith('/') ? `static${path}` : `${dir}/${path.replace(/^\.\//, '')}`;
}

/** `./other-post`, `other-post.md` or `/writing/other-post#part`: the post it names, else null. */
export function postSlugOf(href: string): { slug: string; hash: string } | null {
  const match = /^(?:\.\/|\/writing\/)?([^/#?.]+)(?:\.mdx?)?(#.*)?$/.exec(href);
  if (!match || external.test(href) || href.startsWith('#')) return null;
  if (!href.startsWith('./') && !href.startsWith('/writing/') && !/\.mdx?(#|$)/.test(href)) return null;
  // Written as the file is named (./評価入門.md) or as its address is (/writing/%E8%A9%95…).
  let slug = match[1]!;
  try {
    slug = decodeURIComponent(slug).normalize('NFC');
  } catch {}
  return { slug, hash: match[2] ?? '' };
}

/**
 * A remark plugin: refuses an image without alt text, puts each image's source path in its `src`
 * (src/components/PostImage.tsx finds its encoded files by it) and each link to another post at its
 * address, and records both in `refs`.
 */
export const postLinks = (file: string, refs: PostRefs) => () => (tree: TreeNode) => {
  walk(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    function refuse(reason: string): never {
      throw new PostError(file, line, 'image', reason);
    }
    // Markdown reads no image whose path has a space: it would be published as its text.
    const unread = node.type === 'text' ? /!\[[^\]]*\]\(([^)<>]*\s[^)<>]*)\)/.exec(node.value ?? '') : null;
    if (unread)
      refuse(
        `${unread[0]} is not read as an image, because its path has a space: write the path in angle brackets, ![…](<${unread[1]}>), or rename the file.`,
      );
    if (node.type === 'image') {
      if (!node.alt?.trim())
        refuse(
          `![](${node.url}) has no alt text: describe the picture between the brackets, ![like this](${node.url}).`,
        );
      const source = imageSource(node.url ?? '', dirname(file));
      if (!source)
        refuse(
          `${node.url}: an image is a file beside the page's Markdown (./chart.png) or under static/ (/photos/chart.png).`,
        );
      node.url = source;
      refs.images.push({ src: source, line });
    }
    if (node.type === 'link') {
      const target = postSlugOf(node.url ?? '');
      if (!target) return;
      node.url = `/writing/${encodeURIComponent(target.slug)}${target.hash}`;
      refs.links.push({ slug: target.slug, line });
    }
  });
};
