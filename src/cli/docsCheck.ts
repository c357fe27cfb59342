import { Option } from 'commander';
import { EXIT } from '../errors/DocsError.js';
import path from 'node:path';
import { formatGithub, formatJson, formatText, seenFrom } from '../errors/format.js';
import { repositoryRoot } from '../load/repository.js';
import { toPosix } from '../site/safePath.js';
import { baseOf, baseOptions, createProgram, runCli } from './common.js';
import { uncheckedTypesText } from './uncheckedTypes.js';
import { missingTranslationsText } from './missingTranslations.js';
import { out } from './terminal.js';

export async function main(argv: string[]): Promise<void> {
  const program = baseOptions(
    createProgram(
      'docs-check',
      'Validate a docs site root: manifests, front matter, translations, demos, links and anchors.',
      [
        ['npx docs-check', 'check the site root in this folder; exit 1 on any error'],
        [
          'npx docs-check --root docs --strict --format github',
          'fail on warnings too, as GitHub Actions annotations on the pull request',
        ],
      ],
    ).option('--root <dir>', 'site root', '.'),
  )
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json', 'github']).default('text'))
    .option('--dist <dir>', 'also verify the Content-Security-Policy hashes of a built site')
    .option('--strict', 'treat warnings (unknown keys, broken anchors, orphan pages) as errors', false)
    .option('--verbose', 'print stage timings, unverifiable links per prefix and stack traces', false);
  await runCli(program, argv, async (opts) => {
    // In a thread of its own, as a build: a demo that takes it down (out of memory) is named, not a crash.
    const { startBuildThread } = await import('../pipeline/buildThread.js');
    const options = {
      root: String(opts.root),
      baseUrl: baseOf(opts),
      strict: !!opts.strict,
      dist: opts.dist as string | undefined,
    };
    const result = await startBuildThread({ kind: 'check' as const, options }).result;
    if (opts.format === 'json') out(formatJson(result.diagnostics));
    else if (opts.format === 'github') {
      // Annotations name files from the repository's root, where the workflow checked it out.
      const root = path.resolve(String(opts.root));
      const base = repositoryRoot(root) ?? process.cwd();
      out(formatGithub(result.diagnostics, (file) => toPosix(path.relative(base, path.resolve(root, file)))));
    } else {
      out(formatText(result.diagnostics, seenFrom(process.cwd(), String(opts.root))));
      const external = [...result.unverifiableLinks].sort();
      if (external.length) {
        const total = external.reduce((n, [, c]) => n + c, 0);
        out(`${total} links to sections this site root does not contain were not verified\n`);
        if (opts.verbose) for (const [prefix, count] of external) out(`  ${prefix}  ${count}\n`);
      }
      out(uncheckedTypesText(result.typesUnchecked));
      out(missingTranslationsText(result.missingTranslations, !!opts.verbose));
      if (opts.verbose)
        out(
          `timings: ${Object.entries(result.timings)
            .map(([k, v]) => `${k} ${v} ms`)
            .join(', ')}\n`,
        );
    }
    return result.ok ? EXIT.ok : EXIT.content;
  });
}
