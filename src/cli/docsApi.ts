import { EXIT } from '../errors/DocsError.js';
import { formatText, plural, seenFrom } from '../errors/format.js';
import { apiDocs } from '../pipeline/apiDocs.js';
import { writeSiteFiles } from '../write/siteFiles.js';
import { createProgram, runCli } from './common.js';
import { out, err } from './terminal.js';

export async function main(argv: string[]): Promise<void> {
  const program = createProgram(
    'docs-api',
    'Extract the API of every product line that names an `api` entry from its TypeScript, and print it as JSON (or write the files teams check in).',
    [
      ['npx docs-api > api.json', 'print every component’s API JSON and descriptions'],
      [
        'npx docs-api --root docs --write',
        'write content/<prefix>/api/*.json and translations/api-docs/ as hand-written files',
      ],
    ],
  )
    .option('--root <dir>', 'site root', '.')
    .option('--write', 'write the API JSON and descriptions files into the site root instead of printing them', false);
  await runCli(program, argv, async (opts) => {
    const root = String(opts.root);
    const result = await apiDocs({ root });
    // The diagnostics go to stderr: stdout is the JSON, for a pipe.
    if (result.diagnostics.length) err(formatText(result.diagnostics, seenFrom(process.cwd(), root)));
    if (!result.ok) return EXIT.content;
    // Not an error (a site may hand-write its API pages), but an empty answer deserves its reason.
    if (!Object.keys(result.apis).length)
      err(
        'No product line in docs.config.json names an "api" entry: there is nothing to extract (docs/authoring.md, API pages).\n',
      );
    if (opts.write) {
      writeSiteFiles(root, result.files);
      const list = result.files.map(([rel]) => `\n  ${rel}`).join('');
      out(`Wrote ${plural(result.files.length, 'file')}${list ? `:${list}` : '.'}\n`);
    } else out(`${JSON.stringify(result.apis, null, 2)}\n`);
    return EXIT.ok;
  });
}
