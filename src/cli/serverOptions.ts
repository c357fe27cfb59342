import { fatal } from '../errors/DocsError.js';

/** --port and --host of the servers, checked (exit 2 on a bad value). */
export function serverOptions(opts: Record<string, unknown>, defaultPort: number): { host: string; port: number } {
  const port = opts.port === undefined ? defaultPort : Number(opts.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw fatal('usage', { problem: 'invalid', option: '--port', value: String(opts.port), example: defaultPort });
  return { host: String(opts.host ?? '127.0.0.1'), port };
}

/** A warning for a server reachable from other machines. */
export const exposedWarning = (host: string) =>
  host === '127.0.0.1' || host === 'localhost' || host === '::1'
    ? undefined
    : `Warning: listening on ${host}: anyone who can reach this machine on the network can read the site.`;

/**
 * Ctrl+C (and SIGTERM) stop a server cleanly; a second Ctrl+C during the shutdown exits at once.
 */
export function stopOnSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = () => {
    if (stopping) process.exit(130);
    stopping = true;
    void stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
