import { EXIT } from '../errors/DocsError.js';
import { formatSummary, formatText } from '../errors/format.js';
import { abortActiveBuild, build } from '../pipeline/build.js';
import { createProgram, runCli } from './common.js';

function onSignal(signal: NodeJS.Signals) {
  abortActiveBuild();
  process.stderr.write(`\ndocs-build: stopped by ${signal}; the previous output is intact.\n`);
  process.exit(signal === 'SIGINT' ? 130 : 143);
}

export async function main(argv: string[]): Promise<void> {
  const program = createProgram('docs-build', 'Build a docs site root into a static, React-rendered site.')
    .option('--root <dir>', 'site root', '.')
    .option('--out <dir>', 'output folder (default: <root>/dist)')
    .option('--base-url <url>', 'absolute URL the site is served from (canonical links, sitemap)')
    .option('--strict', 'treat warnings as errors', false)
    .option('--verbose', 'print stage timings and stack traces', false);
  await runCli(program, argv, async (opts) => {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    const started = performance.now();
    const tty = process.stderr.isTTY;
    const result = await build({
      root: String(opts.root),
      out: opts.out as string | undefined,
      baseUrl: opts.baseUrl as string | undefined,
      strict: !!opts.strict,
      onProgress: tty
        ? (done, total) => {
            if (done % 10 === 0 || done === total) {
              const rate = done / ((performance.now() - started) / 1000);
              process.stderr.write(`\rrendering pages ${done}/${total} (${rate.toFixed(0)} pages/s)`);
              if (done === total) process.stderr.write('\n');
            }
          }
        : undefined,
    });
    const warnings = result.diagnostics.filter((d) => d.severity === 'warning');
    if (!result.ok) {
      process.stdout.write(formatText(result.diagnostics));
      process.stdout.write('Build stopped before writing anything; the previous output is unchanged.\n');
      return EXIT.content;
    }
    if (warnings.length) process.stdout.write(formatText(warnings));
    const seconds = (performance.now() - started) / 1000;
    const report = result.report!;
    process.stdout.write(
      `Built ${report.pages} pages (${result.files} files) into ${result.out} in ${seconds.toFixed(1)} s: ${formatSummary(result.diagnostics)}; client JS ${(report.clientGzipBytes / 1024).toFixed(1)} KiB gzip\n`,
    );
    if (report.missingTranslations.length) {
      process.stdout.write(`${report.missingTranslations.length} missing translations (English used): ${report.missingTranslations.join(', ')}\n`);
    }
    if (opts.verbose) process.stdout.write(`timings: ${Object.entries(result.timings).map(([k, v]) => `${k} ${v} ms`).join(', ')}\n`);
    return EXIT.ok;
  });
}
