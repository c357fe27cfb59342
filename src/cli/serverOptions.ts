import { fatal } from '../errors/DocsError.js';

/** --port, --host and --allowed-hosts of the servers, checked (exit 2 on a bad value). */
export function serverOptions(
  opts: Record<string, unknown>,
  defaultPort: number,
): { host: string; port: number; allowedHosts: string[] } {
  const port = opts.port === undefined ? defaultPort : Number(opts.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw fatal('usage', { problem: 'invalid', option: '--port', value: String(opts.port), example: defaultPort });
  const allowedHosts = String(opts.allowedHosts ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { host: String(opts.host ?? '127.0.0.1'), port, allowedHosts };
}

/** The servers' option for names besides localhost and IP addresses (DNS rebinding: see serve/hostCheck.ts). */
export const ALLOWED_HOSTS_HELP =
  'other names this server answers to, comma-separated (.example.com: the domain and its subdomains); localhost, IP addresses and --host always';

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
