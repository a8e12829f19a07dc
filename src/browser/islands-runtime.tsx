import { useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandBoundary } from '../islands/IslandBoundary';
import { islands, type IslandName } from '../islands/registry';

/** Lets the browser paint and handle input between islands: no single long task. */
function nextTask(): Promise<void> {
  return new Promise((resume) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resume();
    };
    channel.port2.postMessage(null);
  });
}

/** Renders nothing; its effect runs once the island beside it has committed and run its own effects. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Hydrates each island the server marked (src/islands/Island.tsx), each as its
 * own root, each in its own task. Resolves once every island has committed.
 */
export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  const commits: Promise<void>[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    await nextTask();
    const name = element.dataset.island as IslandName;
    const Component = islands[name] as ComponentType<object> | undefined;
    if (!Component) {
      console.error(`Unknown island "${name}"`);
      continue;
    }
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    commits.push(
      new Promise((committed) =>
        hydrateRoot(
          element,
          <>
            <IslandBoundary title={element.dataset.errorTitle ?? ''}>
              <Component {...props} />
            </IslandBoundary>
            <Committed onCommit={committed} />
          </>,
        ),
      ),
    );
  }
  await Promise.all(commits);
}

// Marks the document once every island is live (tests and measurements wait for it), one task
// after the last commit, so the updates islands make in their first effects have rendered too.
void hydrateIslands()
  .then(nextTask)
  .then(() => document.documentElement.setAttribute('data-hydrated', ''));
