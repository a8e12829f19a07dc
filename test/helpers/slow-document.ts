import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from './close-server';

/**
 * A server in front of `origin` that sends each page's HTML in two parts, cut halfway through its
 * `<main>`, the second `pauseMs` later: what a slow network or a busy phone does to a page, whose
 * browser paints what it has read so far. The cut is after the page's first heading: the heading is
 * painted, and the rest of its screen comes after. Everything else passes through as it is.
 */
export async function slowDocumentServer(origin: string, pauseMs: number) {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(origin + request.url, {
      headers: { accept: request.headers.accept ?? '*/*' },
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([name]) => !['content-length', 'content-encoding'].includes(name)),
    );
    response.writeHead(upstream.status, headers);
    const cut = afterFirstHeading(body);
    if (!upstream.headers.get('content-type')?.startsWith('text/html') || cut === undefined) {
      return response.end(body);
    }
    response.write(body.subarray(0, cut));
    setTimeout(() => response.end(body.subarray(cut)), pauseMs);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => closeServer(server),
  };
}

/** The byte offset just after the end of the first `<h1>` in `<main>`. */
function afterFirstHeading(html: Buffer): number | undefined {
  const end = html.indexOf('</h1>', html.indexOf('<main'));
  return end < 0 ? undefined : end + '</h1>'.length;
}
