import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Ports tried after a taken one before giving up. */
const PORT_TRIES = 20;

/**
 * Starts an HTTP server on `host:port`, or the next free port when it is taken (each one taken is
 * reported through `onTaken`). Resolves with the server and the URL a browser opens.
 */
export async function listen(
  handler: http.RequestListener,
  options: { host: string; port: number; onTaken?: (port: number) => void },
): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(handler);
  for (let port = options.port; port < options.port + PORT_TRIES; port++) {
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
    if (error.code !== 'EADDRINUSE') throw error;
    options.onTaken?.(port);
  }
  throw Object.assign(new Error(`Ports ${options.port} to ${options.port + PORT_TRIES - 1} are all in use.`), {
    code: 'EADDRINUSE',
  });
}
