import path from 'node:path';
import { EXIT, fatal } from '../errors/DocsError.js';
import { extractLine } from '../extract/extractLine.js';
import { nameOfPrefix, newSiteFiles, PREFIX_PATTERN, prefixOfName, type NewSiteLibrary } from '../init/newSite.js';
import { libraryPackage, type LibraryPackage } from '../load/libraryPackage.js';
import type { ExtractedProp } from '../site/extractedApi.js';
import { toPosix } from '../site/safePath.js';
import { writeIfAbsent, writeNewSite } from '../write/newSiteFolder.js';
import { pagesWorkflow } from '../init/pagesWorkflow.js';
import { hasGithubRemote, repositoryRoot } from '../load/repository.js';
import { createProgram, runCli } from './common.js';
import { out } from './terminal.js';

/** The JSX attributes a demo gives a component's required props (a string its name, a union its first member). */
function attributesOf(props: readonly ExtractedProp[]): string {
  return props
    .filter((p) => p.required && p.name !== 'children')
    .map((p) => {
      const first = p.type.description?.split('<br>')[0].replace(/&#39;/g, "'");
      if (p.type.name === 'string') return `${p.name}="${nameOfPrefix(p.name)}"`;
      if (p.type.name === 'boolean') return p.name;
      if (p.type.name === 'number') return `${p.name}={1}`;
      if (p.type.name === 'enum' && first && /^'[^']*'$/.test(first)) return `${p.name}="${first.slice(1, -1)}"`;
      return `${p.name}={undefined}`;
    })
    .join(' ');
}

/**
 * What the new site documents of the library it is made in: the first component its TypeScript
 * entry exports (extracted as docs-check will), imported as a reader would (by the package's name
 * when it can import itself, else by the entry's path). None outside a library, or when nothing extracts.
 */
function libraryOf(dir: string, lib: LibraryPackage | undefined, prefix: string): NewSiteLibrary | undefined {
  if (!lib?.entry) return undefined;
  const root = path.resolve(dir);
  const entry = toPosix(path.relative(root, lib.entry));
  const at = { file: 'docs.config.json', line: 1, column: 1 };
  const { extraction } = extractLine(root, { prefix, entries: [entry], at }, () => '');
  const component = extraction.components.find((c) => c.kind !== 'hook');
  if (extraction.problems.length || !component) return undefined;
  const demoDir = path.join(root, 'content', prefix, 'components', 'x');
  const byPath = toPosix(path.relative(demoDir, lib.entry)).replace(/(\.d)?\.tsx?$/, '');
  const source = !/\.d\.m?ts$/.test(lib.entry);
  return {
    ...(lib.version ? { version: lib.version } : {}),
    entry,
    component: { name: component.name, attributes: attributesOf(component.props) },
    importFrom: lib.selfImport || !source ? lib.name : byPath,
  };
}

/**
 * In a repository with a GitHub remote, the workflow that deploys the site to GitHub Pages, at
 * `.github/workflows/docs.yml` (never over an existing one): what the terminal says of it.
 */
function pagesWorkflowOf(dir: string): string | undefined {
  const repository = repositoryRoot(dir);
  if (!repository || !hasGithubRemote(repository)) return undefined;
  const site = toPosix(path.relative(repository, path.resolve(dir))) || '.';
  const file = path.join(repository, '.github', 'workflows', 'docs.yml');
  const shown = toPosix(path.relative(process.cwd(), file));
  return writeIfAbsent(file, pagesWorkflow(site))
    ? `Wrote ${shown}: each push to main checks, builds and deploys the site to GitHub Pages (choose "GitHub Actions" as the Pages source in the repository's settings).`
    : `${shown} is there already: it was left as it is (docs/ci/github-pages.yml in this tool deploys to GitHub Pages).`;
}

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
    const lib = libraryPackage(dir);
    const named = lib?.entry ? nameOfPrefix(prefixOfName(lib.name)) : 'My Library';
    const name = (opts.name as string | undefined) ?? (opts.product ? nameOfPrefix(String(opts.product)) : named);
    const prefix = (opts.product as string | undefined) ?? prefixOfName(name);
    if (!PREFIX_PATTERN.test(prefix)) {
      throw fatal('usage', { problem: 'prefix', prefix });
    }
    const library = libraryOf(dir, lib, prefix);
    writeNewSite(dir, newSiteFiles({ prefix, name, ...(library ? { library } : {}) }));
    const workflow = pagesWorkflowOf(dir);
    out(
      [
        `Wrote a site root for ${name} (/${prefix}/) into ${dir}${library ? `, documenting ${lib!.name} from ${library.entry}` : ''}. Next:`,
        `  cd ${dir}`,
        '  npx docs-dev      a live preview that reloads as you edit',
        '  npx docs-check    every problem, as file:line:column',
        '  npx docs-build    the static site, into dist/',
        ...(workflow ? ['', workflow] : []),
        '',
      ].join('\n'),
    );
    return EXIT.ok;
  });
}
