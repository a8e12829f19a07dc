/**
 * For `npm run bench`, which runs offline: a stand-in for the stock-photo host
 * of the portfolio images (an HTTPS server on loopback that answers every path
 * with a placeholder photo), so Lighthouse sees the page as a visitor with a
 * network would, rather than a failed image and its console error. Chromium is
 * pointed at it with `chromeFlags`. Needs the `openssl` command for a throwaway
 * certificate; without it the bench runs without the stand-in and says so.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function startPhotoHost(hosts: readonly string[], photo = 'static/photos/landing-desktop.jpg') {
  const dir = mkdtempSync(join(tmpdir(), 'bench-photo-host-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        'key.pem',
        '-out',
        'cert.pem',
      ],
      { cwd: dir, stdio: 'ignore' },
    );
  } catch {
    rmSync(dir, { recursive: true, force: true });
    console.warn('  No openssl: external images are not stood in for, and fail offline.');
    return null;
  }
  const body = readFileSync(photo);
  const server = createServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': body.length });
      response.end(body);
    },
  );
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  rmSync(dir, { recursive: true, force: true });
  const { port } = server.address() as AddressInfo;
  return {
    chromeFlags: [
      // Quoted: Lighthouse splits its --chrome-flags at spaces outside quotes.
      `--host-resolver-rules="${hosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(',')}"`,
      '--ignore-certificate-errors',
    ],
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
