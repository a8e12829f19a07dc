import { isIP } from 'node:net';

/**
 * Whether a request's `Host` header names this machine as its owner reaches it:
 * localhost (and its subdomains, which browsers keep on the loopback), an IP
 * address, or the name chosen with HOST. A page on another domain that the
 * attacker re-points at 127.0.0.1 (DNS rebinding) sends its own name, and is
 * refused: the dev server's event stream carries source lines and paths.
 */
export function isAllowedHost(header: string | undefined, chosen: string): boolean {
  if (!header) return false;
  const name = hostName(header);
  if (name === undefined) return false;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name)) return true;
  return name === chosen.toLowerCase();
}

/** `example.com:3000` → `example.com`, `[::1]:3000` → `::1`; undefined when malformed. */
function hostName(header: string): string | undefined {
  const value = header.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1];
  const plain = /^([a-z0-9.-]+)(?::\d+)?$/.exec(value);
  return plain ? plain[1]!.replace(/\.$/, '') : undefined;
}
