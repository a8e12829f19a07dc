// A worker thread does not inherit the TypeScript loader of the process that starts it: it
// registers its own, then runs the worker itself (./compile-worker.ts).
import { register } from 'tsx/esm/api';

register();
await import('./compile-worker.ts');
