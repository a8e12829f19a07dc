import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { closeServer } from './close-server';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};

/**
 * A stand-in for GitHub Pages, by its documented rules: a path is served from the
 * file of that name, else from `NAME.html`; a folder with an `index.html` is served
 * at `NAME/` (and `NAME` redirects there); anything else gets the root `404.html`
 * with status 404. Without `.nojekyll`, Jekyll leaves out files whose names start
 * with `_` or `.`. No custom headers: the CSP must come from each page's <meta>.
 */
export async function serveLikeGitHubPages(dir: string) {
  const root = resolve(dir);
  const jekyll = !existsSync(join(root, '.nojekyll'));
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = join(root, path);
    const send = (status: number, name: string) => {
      response.writeHead(status, { 'Content-Type': types[extname(name)] ?? 'application/octet-stream' });
      response.end(readFileSync(name));
    };
    if (jekyll && /\/[_.]/.test(path)) return send(404, join(root, '404.html'));
    if (path.endsWith('/')) {
      return isFile(join(file, 'index.html'))
        ? send(200, join(file, 'index.html'))
        : send(404, join(root, '404.html'));
    }
    if (isFile(file)) return send(200, file);
    if (isFile(`${file}.html`)) return send(200, `${file}.html`);
    if (isFile(join(file, 'index.html'))) {
      response.writeHead(301, { Location: `${path}/` });
      return void response.end();
    }
    send(404, join(root, '404.html'));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => closeServer(server),
  };
}
