import { css } from '@linaria/core';
import { Component, type ReactNode } from 'react';
import { colors } from '../theme';

type State = { error: Error | null };
type Props = {
  /** The fallback's heading (spec §8), given by the page: the browser's bundle ships no content. */
  title: string;
  children: ReactNode;
};

/**
 * Catches an island that throws in the browser and shows the generic fallback
 * of spec §8 in its place; the rest of the page stays as rendered. (On the
 * server a throw fails the build instead: see `renderPages` in scripts/generator/pages/finish-pages.ts.)
 */
export class IslandBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className={fallback}>
        <h2 className={title}>{this.props.title}</h2>
        <p className={message}>{error.message}</p>
      </div>
    );
  }
}

const fallback = css`
  position: relative;
  z-index: 1400;
  margin: 16px;
  padding: 20px 24px;
  border: 1px solid #f87171;
  border-radius: 16px;
  background: ${colors.paper};
  color: ${colors.text};
`;

const title = css`
  font-size: 1.5rem;
`;

const message = css`
  margin-top: 8px;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.95rem;
  color: #fecaca;
  overflow-wrap: anywhere;
`;
