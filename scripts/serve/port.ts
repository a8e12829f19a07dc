/**
 * The port of `npm start`, `npm run serve` and `npm run dev`, from PORT, and
 * plain words (no stack trace) when it is not valid or already taken.
 */
import type { Server } from 'node:http';
import { serverVariables } from '../env';

export const defaultPort = 3000;

/** PORT as a number, or a message saying what is valid. 0 asks the system for a free port. */
export function parsePort(value: string | undefined): number | string {
  if (value === undefined || value.trim() === '') return defaultPort;
  const port = Number(value);
  if (/^\d+$/.test(value.trim()) && port <= 65535) return port;
  return `PORT=${value} is not a port: use a whole number from 1 to 65535 (or 0 for any free port), for example PORT=8080.`;
}

/** Why `listen` failed, in words, for the errors a person can fix. */
export function listenProblem(
  error: NodeJS.ErrnoException,
  port: number,
  command: string,
  host = '127.0.0.1',
): string {
  if (['ENOTFOUND', 'EAI_AGAIN', 'EADDRNOTAVAIL', 'EAI_NONAME'].includes(error.code ?? ''))
    return `HOST=${host} is not an address of this machine: leave HOST unset for 127.0.0.1, or use HOST=0.0.0.0 to be reached from other devices on the network (HOST=0.0.0.0 ${command}).`;
  if (error.code === 'EADDRINUSE')
    return `Port ${port} is already in use (is the site already running?). Stop that server, or choose another port: PORT=${port + 1} ${command}`;
  if (error.code === 'EACCES')
    return `Port ${port} needs more privileges than this user has. Choose a port above 1023: PORT=8080 ${command}`;
  return `Could not listen on ${host} port ${port}: ${error.message}`;
}

/** Reads PORT or stops with its message (exit code 1). */
export function portOrExit(): number {
  const port = parsePort(serverVariables().port);
  if (typeof port === 'string') exitWith(port);
  return port;
}

/** Starts listening, or stops with the reason in words (exit code 1), never a stack trace. */
export async function listenOrExit(start: () => Promise<Server>, port: number, command: string) {
  try {
    return await start();
  } catch (error) {
    exitWith(listenProblem(error as Error, port, command, serverVariables().host));
  }
}

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}
