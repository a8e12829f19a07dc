import { css } from '@linaria/core';
import type { ComponentType } from 'react';
import { errorFallback } from '../content';
import { IslandBoundary } from './IslandBoundary';
import { unmarked } from '../i18n/marks';
import { islands, type IslandName, type IslandProps } from './registry';

const wrapper = css`
  display: contents;
`;

/**
 * Server side of an island: renders it in place, wrapped in an element that
 * names it and carries its props as JSON for src/browser/islands-runtime.tsx to hydrate,
 * and the error fallback's heading, which the runtime cannot import (it ships no content).
 */
export function Island<N extends IslandName>({ name, props: given }: { name: N; props: IslandProps[N] }) {
  const Component = islands[name] as ComponentType<IslandProps[N]>;
  // The browser renders the same props again: a text marked for its language is plain here.
  const props = unmarked(given);
  return (
    <div
      className={wrapper}
      data-island={name}
      data-props={JSON.stringify(props)}
      data-error-title={unmarked(errorFallback.title)}
    >
      <IslandBoundary title={unmarked(errorFallback.title)}>
        <Component {...props} />
      </IslandBoundary>
    </div>
  );
}
