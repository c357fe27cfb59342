import { EXIT } from '../errors/DocsError.js';
import { openBuiltFolder } from '../load/builtFolder.js';
import { listen } from '../serve/listen.js';
import { openBrowser } from '../serve/openBrowser.js';
import { builtBasePath, previewHandler } from '../serve/preview.js';
import { createProgram, runCli } from './common.js';
import { ALLOWED_HOSTS_HELP, exposedWarning, serverOptions, stopOnSignal } from './serverOptions.js';
import { out, err } from './terminal.js';

export async function main(argv: string[]): Promise<void> {
  const program = createProgram(
    'docs-preview',
    'Serve a built site as a static host would: folders as index.html, the 404 page, long caching for hashed files, under the base path it was built for.',
    [
      [
        'npx docs-build && npx docs-preview',
        'build the site root in this folder and serve dist/ at http://127.0.0.1:4173/',
      ],
      ['npx docs-preview --out public --port 8080', 'serve another output folder on port 8080'],
    ],
  )
    .option('--out <dir>', 'the built site', 'dist')
    .option('--port <n>', 'port (the next free one when it is taken)', '4173')
    .option('--host <host>', 'interface to listen on (0.0.0.0: every one)', '127.0.0.1')
    .option('--allowed-hosts <names>', ALLOWED_HOSTS_HELP)
    .option('--open', 'open the site in your browser', false);
  await runCli(program, argv, async (opts) => {
    const { host, port, allowedHosts } = serverOptions(opts, 4173);
    const folder = openBuiltFolder(String(opts.out));
    const base = builtBasePath(folder);
    const warning = exposedWarning(host);
    if (warning) err(`${warning}\n`);
    const { server, url: origin } = await listen(previewHandler(folder, base), {
      host,
      port,
      allowedHosts,
      onTaken: (p) => out(`Port ${p} is in use, trying ${p + 1}\n`),
    });
    stopOnSignal(() => new Promise((resolve) => server.close(() => resolve())));
    // The site's own address: under its base path, as it is deployed.
    const url = `${origin.replace(/\/$/, '')}${base}/`;
    out(`Serving ${folder.dir} at ${url}\n`);
    if (opts.open) openBrowser(url);
    await new Promise(() => undefined);
    return EXIT.ok;
  });
}
