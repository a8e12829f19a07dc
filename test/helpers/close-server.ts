import type { Server } from 'node:http';

/**
 * Stops a test's server at once, open connections and all. `server.close()` alone waits for
 * every connection to end, and one that never carries a request is never closed by Node: a
 * browser opens such spare sockets when its first connect is slow (on a loaded machine), and
 * keeps them for minutes. A test that closed its server that way could hang to its time limit.
 */
export function closeServer(server: Server): Promise<void> {
  return new Promise((closed) => {
    server.close(() => closed());
    server.closeAllConnections();
  });
}
