/**
 * `npm start` (after the build) and the browser tests: serves dist/ with
 * serve's own engine (serve-handler) and serve.json, on loopback.
 * Unknown paths get 404.html with status 404; bad portfolio ids get the
 * portfolio's not-found view (spec §8), and a language's paths its own, also with status 404. A request it
 * cannot answer gets a one-line reason, never a stack trace, and the server
 * keeps running.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';
import { notFoundPath, outputFile } from '../../src/page-files';
import { parseHeadersFile } from '../generator/host-files/security-headers';
import { isAllowedHost } from './allowed-host';
import { hostDefaults, noStore, requestPath } from './host-defaults';
import { listenOrExit, portOrExit } from './port';
import { serverVariables } from '../env';

const config = JSON.parse(readFileSync(new URL('../../serve.json', import.meta.url), 'utf8'));

/**
 * The error page for a missing path, as Cloudflare Pages picks it and Netlify by `_redirects`: the
 * `404.html` nearest the address, up its folders (a language's /de/404.html, its portfolio's), else
 * the site's.
 */
export function notFoundPage(pathname: string, root = 'dist'): string {
  const folders = pathname.split('/').slice(1, -1).map(decodedSegment);
  for (let depth = folders.length; depth > 0; depth--) {
    const page = [...folders.slice(0, depth), '404.html'].join('/');
    if (existsSync(join(root, page))) return page;
  }
  return outputFile(notFoundPath);
}

const decodedSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

type Route = (request: IncomingMessage, response: ServerResponse) => void;

export function startServer(
  dir = 'dist',
  port = 3000,
  host = '127.0.0.1',
  /** Extra endpoints by exact path (the dev server's live reload). */
  routes: Record<string, Route> = {},
  /** Answer only requests addressed to this machine by name or address (./allowed-host.ts). */
  { checkHost = false } = {},
): Promise<Server> {
  const root = resolve(dir);
  // The same headers as Netlify and Cloudflare Pages send, from the build's _headers. Read
  // again when a rebuild replaced it (the dev server): its CSP lists each page's style hash.
  let headers: { mtime: number; rules: ReturnType<typeof parseHeadersFile> } = { mtime: -1, rules: [] };
  const headerRules = () => {
    const file = join(root, '_headers');
    const mtime = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (mtime !== headers.mtime) {
      headers = { mtime, rules: mtime ? parseHeadersFile(readFileSync(file, 'utf8')) : [] };
    }
    return headers.rules;
  };
  // Text compressed as every static host does (brotli or gzip), so local measurements are honest.
  const compress = compression({ threshold: 0 });
  const server = createServer((request, response) => {
    try {
      if (checkHost && !isAllowedHost(request.headers.host, host))
        return plain(response, 403, 'This server answers only requests to localhost, an IP address or HOST.');
      const path = requestPath(request.url);
      if (path === undefined) return plain(response, 400, 'Bad request: the address names no file.');
      const route = routes[path];
      if (route) return route(request, response);
      compress(request as never, response as never, () => serve(request, response).catch(failed(response)));
    } catch (error) {
      failed(response)(error);
    }
  });
  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const rules = headerRules().flatMap((rule) => (rule.pattern.test(pathname) ? rule.headers : []));
    const matched = [...rules, ...hostDefaults(pathname, rules)];
    for (const [name, value] of matched) response.setHeader(name, value);
    // Host configuration (_headers, _redirects, .nojekyll) is not content, as on Netlify;
    // .well-known/ is published as is (security.txt and the like).
    if (/^\/(_|\.(?!well-known\/))/.test(pathname)) request.url = '/404-not-served';
    // serve-handler takes /index.html to /index, then to /: hosts go to the folder at once.
    if (pathname.endsWith('/index.html')) {
      response.writeHead(301, { Location: pathname.slice(0, -'index.html'.length) });
      return void response.end();
    }
    await handler(
      request,
      response,
      // Given to serve-handler too, whose own Content-Type would otherwise win (speculation rules).
      {
        ...config,
        public: root,
        headers: [{ source: '**', headers: matched.map(([key, value]) => ({ key, value })) }],
      },
      {
        sendError: async (_path, _response, _acceptsJSON, _current, _handlers, _config, spec) => {
          response.statusCode = spec.statusCode;
          if (spec.statusCode !== 404) return void response.end(spec.message);
          response.setHeader('Cache-Control', noStore);
          const page = join(root, notFoundPage(pathname, root));
          if (!existsSync(page)) return plain(response, 404, `Not found: ${pathname}`);
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          createReadStream(page)
            .on('error', () => response.end())
            .pipe(response);
        },
      },
    );
  }
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.on('clientError', (_error, socket) => socket.destroy());
    server.listen(port, host, () => ok(server));
  });
}

/** A short answer in plain text, for what no page of the site answers. */
function plain(response: ServerResponse, status: number, text: string): void {
  if (response.headersSent) return void response.end();
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(`${text}\n`);
}

/** One line in the terminal and a plain 500 for the browser: the server keeps serving. */
const failed = (response: ServerResponse) => (error: unknown) => {
  console.error(`Could not answer a request: ${error instanceof Error ? error.message : String(error)}`);
  plain(response, 500, 'The server could not answer this request.');
};

/** Serves dist/ on `port` for a person at the terminal; `command` is how they started it. */
export async function serveDist(port: number, command: string): Promise<Server> {
  const { host } = serverVariables();
  if (!existsSync(join('dist', 'index.html'))) {
    console.error(
      'dist/ holds no built site: run npm run build first, or npm start, which builds and serves.',
    );
    process.exit(1);
  }
  const server = await listenOrExit(() => startServer('dist', port, host), port, command);
  const { port: bound } = server.address() as AddressInfo;
  console.log(`Serving dist/ at http://localhost:${bound} (Ctrl+C to stop)`);
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await serveDist(portOrExit(), 'npm run serve');
}
