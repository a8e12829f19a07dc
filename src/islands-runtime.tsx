import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandBoundary } from './islands/IslandBoundary';
import { islands, type IslandName } from './islands/registry';

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

/** Hydrates each island the server marked (src/islands/Island.tsx), each as its own root, each in its own task. */
export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    await nextTask();
    const name = element.dataset.island as IslandName;
    const Component = islands[name] as ComponentType<object> | undefined;
    if (!Component) {
      console.error(`Unknown island "${name}"`);
      continue;
    }
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    hydrateRoot(
      element,
      <IslandBoundary>
        <Component {...props} />
      </IslandBoundary>,
    );
  }
}

// Marks the document once every island is live (tests and measurements wait for it).
void hydrateIslands().then(() => document.documentElement.setAttribute('data-hydrated', ''));
