import type http from 'node:http';
import { isIP } from 'node:net';

/**
 * The name a Host header asks for, lower-case, without its port or a final dot (`[::1]:3000` -> `::1`).
 */
export function hostName(header: string): string {
  const name = header.startsWith('[') ? header.slice(1, header.indexOf(']')) : header.replace(/:\d*$/, '');
  return name.toLowerCase().replace(/\.$/, '');
}

/**
 * Whether a request's Host may be answered (as Vite's `server.allowedHosts`): DNS rebinding lets
 * any web page reach a local server through a name of its own, so only names the user chose are
 * answered: `localhost` (and `*.localhost`), any IP address (a rebinding needs a name), the
 * `--host` value, and each `--allowed-hosts` name (`.example.com`: the domain and its subdomains).
 * No Host at all is not a browser's request (browsers always send it).
 */
export function hostAllowed(header: string | undefined, allowed: readonly string[]): boolean {
  if (header === undefined) return true;
  const name = hostName(header);
  if (!name) return false;
  if (isIP(name) || name === 'localhost' || name.endsWith('.localhost')) return true;
  return allowed.some((entry) => {
    const wanted = entry.toLowerCase().replace(/\.$/, '');
    return wanted.startsWith('.') ? name === wanted.slice(1) || name.endsWith(wanted) : name === wanted;
  });
}

/** A handler that answers 403 to a Host the user did not allow, saying which option allows it. */
export function guardHost(handler: http.RequestListener, allowed: readonly string[]): http.RequestListener {
  return (req, res) => {
    if (hostAllowed(req.headers.host, allowed)) return handler(req, res);
    const name = hostName(req.headers.host ?? '');
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
    res.end(
      `Blocked request: the host ${JSON.stringify(name)} is not allowed. To answer it, restart with --allowed-hosts ${name.replace(/[^a-z0-9.:-]/g, '') || '<name>'}.\n`,
    );
  };
}
