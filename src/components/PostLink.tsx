import type { ReactNode } from 'react';
import { withBase } from '../site-config';

/** A link in a post: a site path (another post, rewritten by the build) gets the base path. */
export function PostLink({ href = '', children, ...rest }: { href?: string; children?: ReactNode }) {
  return (
    <a {...rest} href={withBase(href)}>
      {children}
    </a>
  );
}
