/**
 * `npm start`: checks PORT (before a build that may take a while), builds
 * dist/ (skipped when up to date), then serves it as the hosts would.
 */
import { buildCommand } from '../generator/cli';
import { portOrExit } from './port';
import { serveDist } from './serve';

const port = portOrExit();
if (!(await buildCommand([]))) process.exit(1);
await serveDist(port, 'npm start');
