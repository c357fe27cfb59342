import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { outputStateText, type OutputState } from '../errors/catalogue/commands.js';
import type { BuildJob } from '../pipeline/buildThread.js';
import { outputFolderOf } from '../write/outputFolder.js';
import { EXIT, fatal } from '../errors/DocsError.js';
import { parseShard } from '../site/shards.js';
import { formatSummary, formatText, seenFrom } from '../errors/format.js';
import type { BuildOptions, BuildResult } from '../pipeline/types.js';
import { printBuildResult, progressLine } from './buildReport.js';
import { buildInputStamp, checkPreviousOutput, checkUnchanged } from '../pipeline/unchanged.js';
import { baseOf, baseOptions, createProgram, runCli } from './common.js';
import { out, err } from './terminal.js';

/** The build thread running, and its output folder (a stop settles and reports it). */
let running: { stop(): Promise<OutputState>; out: string } | undefined;

/**
 * Ctrl+C or SIGTERM: the build thread is terminated wherever it is, and the message says what the
 * output folder holds. A second signal while stopping exits at once.
 */
function stopOnSignals(): void {
  let stopping = false;
  const onSignal = async (signal: NodeJS.Signals) => {
    const code = signal === 'SIGINT' ? 130 : 143;
    if (stopping) process.exit(code);
    stopping = true;
    const current = running;
    const held = current ? outputStateText(current.out, await current.stop()) : 'Nothing was written.';
    err(`\ndocs-build: stopped by ${signal}. ${held}\n`);
    process.exit(code);
  };
  process.on('SIGINT', (signal) => void onSignal(signal));
  process.on('SIGTERM', (signal) => void onSignal(signal));
}

/** --merge: validates the whole site from the shards' facts and combines their folders. */
async function runMerge(opts: Record<string, unknown>, started: number): Promise<number> {
  if (!opts.out) throw fatal('usage', { problem: 'merge-needs-out' });
  // Loaded here: the pipeline (unified...) is not what a no-op build loads.
  const job = { kind: 'merge' as const, dirs: opts.merge as string[], out: String(opts.out), root: String(opts.root) };
  const merged = await runThread(job, path.resolve(job.out));
  const fileOf = seenFrom(process.cwd(), job.root);
  if (!merged.ok) {
    out(formatText(merged.diagnostics, fileOf));
    out('Merge stopped before writing anything; the previous output is unchanged.\n');
    return EXIT.content;
  }
  const warnings = merged.diagnostics.filter((d) => d.severity === 'warning');
  if (warnings.length) out(formatText(warnings, fileOf));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  out(
    `Merged ${merged.shards} shards (${merged.files} files) into ${merged.out} in ${seconds} s: ${formatSummary(merged.diagnostics)}\n`,
  );
  return EXIT.ok;
}

/** The build's options from the command line, checked (exit 2 on a bad value). */
function buildOptionsOf(opts: Record<string, unknown>): BuildOptions {
  const shard = opts.shard === undefined ? undefined : parseShard(String(opts.shard));
  if (opts.shard !== undefined && !shard)
    throw fatal('usage', { problem: 'invalid', option: '--shard', value: String(opts.shard) });
  const jobs = opts.jobs === undefined ? undefined : Number(opts.jobs);
  if (jobs !== undefined && !(Number.isInteger(jobs) && jobs >= 1))
    throw fatal('usage', { problem: 'invalid', option: '--jobs', value: String(opts.jobs) });
  return {
    root: String(opts.root),
    out: opts.out as string | undefined,
    baseUrl: baseOf(opts),
    strict: !!opts.strict,
    shard,
    cache: opts.cache !== false,
    jobs,
  };
}

/** A build, unless nothing changed since the last one (then its result stands and nothing heavy is loaded). */
export async function runBuild(options: BuildOptions, started: number): Promise<BuildResult> {
  const unchanged = checkUnchanged(options);
  if (unchanged)
    return { ...unchanged.result, timings: { 'unchanged inputs': Math.round(performance.now() - started) } };
  // A build's heap is mostly short-lived page trees. V8 lets an unlimited heap (this thread's) grow
  // up to 4x between full collections; by half, the demo-heavy bench peaks about 150 MB lower in the same time.
  setFlagsFromString('--heap-growing-percent=50');
  // The pipeline (unified, React...) is loaded only when there is something to build, in its own
  // thread. While it starts, this one stamps the inputs and checks the last output's files.
  const out = outputFolderOf(path.resolve(options.root), options.out);
  const { openBuildThread } = await import('../pipeline/buildThread.js');
  const thread = openBuildThread<BuildJob & { kind: 'build' }>('build', out, progressLine(started));
  running = { stop: thread.stop, out };
  try {
    const stamp = buildInputStamp(options);
    const checked = Math.round(performance.now() - started);
    const job = { kind: 'build' as const, options: { ...options, stamp } };
    const result = await thread.run(job, () => checkPreviousOutput(options)).result;
    return { ...result, timings: { 'unchanged check': checked, ...result.timings } };
  } catch (err) {
    // The stamp failed with the thread started, or the thread told of an error nobody caught while its
    // build may still run (what that leaves half made, the next build removes, as after a kill). A build's
    // own failure has ended its thread already, and settled its output folder.
    await thread.close();
    throw err;
  } finally {
    running = undefined;
  }
}

/** Runs a merge in its thread; a signal meanwhile stops it. */
async function runThread<J extends BuildJob>(job: J, out: string) {
  const { startBuildThread } = await import('../pipeline/buildThread.js');
  const thread = startBuildThread(job, out);
  running = { stop: thread.stop, out };
  try {
    return await thread.result;
  } finally {
    running = undefined;
  }
}

export async function main(argv: string[]): Promise<void> {
  const program = baseOptions(
    createProgram('docs-build', 'Build a docs site root into a static, React-rendered site.', [
      ['npx docs-build', 'build the site root in this folder into dist/'],
      [
        'npx docs-build --root ../my-docs --out public --base-url https://acme.github.io/acme-kit/',
        'build another site root for its real address (a GitHub Pages project site, under /acme-kit/)',
      ],
    ])
      .option('--root <dir>', 'site root', '.')
      .option('--out <dir>', 'output folder (default: <root>/dist)'),
  )
    .option('--shard <I/N>', 'render only shard I of N (balanced by size) into --out; combine shards with --merge')
    .option(
      '--merge <dirs...>',
      'validate the whole site (--root) and combine the outputs of --shard builds into --out',
    )
    .option('--jobs <n>', 'render threads (default: one per core; small sites render on one)')
    .option('--no-cache', 'neither use nor update the build cache (<root>/.docs-cache/)')
    .option('--strict', 'treat warnings as errors', false)
    .option('--verbose', 'print stage timings and stack traces', false);
  await runCli(program, argv, async (opts) => {
    stopOnSignals();
    const started = performance.now();
    if (opts.merge) return runMerge(opts, started);
    const built = await runBuild(buildOptionsOf(opts), started);
    // Node's and the command's own start, before `started`: the first of the timings.
    const result = { ...built, timings: { 'start-up': Math.round(started), ...built.timings } };
    printBuildResult(
      result,
      (performance.now() - started) / 1000,
      !!opts.verbose,
      seenFrom(process.cwd(), String(opts.root)),
    );
    return result.ok ? EXIT.ok : EXIT.content;
  });
}
