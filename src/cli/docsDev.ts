import { startDevServer } from '../dev/devServer.js';
import { EXIT } from '../errors/DocsError.js';
import { openBrowser } from '../serve/openBrowser.js';
import { absorbUncaught, createProgram, runCli } from './common.js';
import { ALLOWED_HOSTS_HELP, exposedWarning, serverOptions, stopOnSignal } from './serverOptions.js';
import { out, err } from './terminal.js';

export async function main(argv: string[]): Promise<void> {
  const program = createProgram(
    'docs-dev',
    'Preview a site root while you write: pages are rendered on demand, and open tabs reload when their page changes.',
    [
      ['npx docs-dev', 'serve the site root in this folder at http://127.0.0.1:3000/'],
      ['npx docs-dev --root ../my-docs --port 8080 --open', 'another site root, on port 8080, opened in your browser'],
    ],
  )
    .option('--root <dir>', 'site root', '.')
    .option('--port <n>', 'port (the next free one when it is taken)', '3000')
    .option('--host <host>', 'interface to listen on (0.0.0.0: every one)', '127.0.0.1')
    .option('--allowed-hosts <names>', ALLOWED_HOSTS_HELP)
    .option('--open', 'open the site in your browser', false);
  await runCli(program, argv, async (opts) => {
    const { host, port, allowedHosts } = serverOptions(opts, 3000);
    const warning = exposedWarning(host);
    if (warning) err(`${warning}\n`);
    const server = await startDevServer({
      root: String(opts.root),
      host,
      port,
      allowedHosts,
      log: (line) => out(`${line}\n`),
      absorbUncaught,
    });
    stopOnSignal(() => server.close());
    out(`Ready at ${server.url} in ${Math.round(performance.now())} ms\n`);
    if (opts.open) openBrowser(server.url);
    // Runs until stopped by a signal.
    await new Promise(() => undefined);
    return EXIT.ok;
  });
}
