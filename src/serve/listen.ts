import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fatal } from '../errors/DocsError.js';
import { guardHost } from './hostCheck.js';

/** Ports tried after a taken one before giving up. */
const PORT_TRIES = 20;

/**
 * Starts an HTTP server on `host:port`, or the next free port when it is taken (each one taken is
 * reported through `onTaken`). It answers only requests for `host`, local names and `allowedHosts`
 * (see guardHost). Resolves with the server and the URL a browser opens.
 */
export async function listen(
  handler: http.RequestListener,
  options: { host: string; port: number; allowedHosts: readonly string[]; onTaken?: (port: number) => void },
): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(guardHost(handler, [options.host, ...options.allowedHosts]));
  const last = Math.min(options.port + PORT_TRIES - 1, 65535);
  for (let port = options.port; port <= last; port++) {
    const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
      const onError = (err: NodeJS.ErrnoException) => resolve(err);
      server.once('error', onError);
      server.listen(port, options.host, () => {
        server.off('error', onError);
        resolve(undefined);
      });
    });
    if (!error) {
      const { port: bound } = server.address() as AddressInfo;
      const shown = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
      return { server, url: `http://${shown.includes(':') ? `[${shown}]` : shown}:${bound}/` };
    }
    if (error.code !== 'EADDRINUSE') throw listenError(error, options.host, port);
    if (port < last) options.onTaken?.(port);
  }
  throw fatal('usage', { problem: 'ports-busy', from: options.port, to: last });
}

/** Errors of the machine's network, not of the tool: a usage error saying which option to change. */
function listenError(error: NodeJS.ErrnoException, host: string, port: number): Error {
  if (error.code === 'EACCES' || error.code === 'EPERM')
    return fatal('usage', { problem: 'port-denied', port }, { cause: error });
  if (
    ['EADDRNOTAVAIL', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'EINVAL', 'EAFNOSUPPORT'].includes(
      error.code ?? '',
    )
  )
    return fatal('usage', { problem: 'host', host, reason: error.code! }, { cause: error });
  return error;
}
