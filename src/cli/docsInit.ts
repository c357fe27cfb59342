import { EXIT, fatal } from '../errors/DocsError.js';
import { nameOfPrefix, newSiteFiles, PREFIX_PATTERN, prefixOfName } from '../init/newSite.js';
import { writeNewSite } from '../write/newSiteFolder.js';
import { createProgram, runCli } from './common.js';
import { out } from './terminal.js';

export async function main(argv: string[]): Promise<void> {
  const program = createProgram(
    'docs-init',
    'Write a minimal, valid site root: config, one product line, a page with a demo, an API page, translations.',
    [
      ['npx docs-init my-docs', 'a site root for the product line my-library ("My Library") in my-docs/'],
      ['npx docs-init my-docs --product acme-ui --name "Acme UI"', 'the same for your own product line'],
    ],
  )
    .argument('[dir]', 'folder to create (must be absent or empty)', '.')
    .option('--product <prefix>', 'URL folder of the product line, such as acme-ui')
    .option('--name <name>', 'name of the product line, such as "Acme UI"');
  await runCli(program, argv, async (opts) => {
    const dir = String(program.args[0] ?? '.');
    const name =
      (opts.name as string | undefined) ?? (opts.product ? nameOfPrefix(String(opts.product)) : 'My Library');
    const prefix = (opts.product as string | undefined) ?? prefixOfName(name);
    if (!PREFIX_PATTERN.test(prefix)) {
      throw fatal('usage', { problem: 'prefix', prefix });
    }
    writeNewSite(dir, newSiteFiles({ prefix, name }));
    out(
      [
        `Wrote a site root for ${name} (/${prefix}/) into ${dir}. Next:`,
        `  cd ${dir}`,
        '  npx docs-dev      a live preview that reloads as you edit',
        '  npx docs-check    every problem, as file:line:column',
        '  npx docs-build    the static site, into dist/',
        '',
      ].join('\n'),
    );
    return EXIT.ok;
  });
}
