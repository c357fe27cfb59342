import fs from 'node:fs';
import path from 'node:path';
import { EXIT, fatal } from '../errors/DocsError.js';
import { seenFrom } from '../errors/format.js';
import { loadSite } from '../load/loadSite.js';
import { parseShard } from '../site/shards.js';
import { testedDemos } from '../visual/demoList.js';
import { findBrowser } from '../visual/findBrowser.js';
import { githubAnnotations, reportHtml, summaryJson, verdict } from '../visual/report.js';
import { runDemoTests, viewText, type TestRun } from '../visual/runTests.js';
import { printBuildResult } from './buildReport.js';
import { createProgram, runCli } from './common.js';
import { runBuild } from './docsBuild.js';
import { err, out } from './terminal.js';

const FORMATS = ['text', 'json', 'github'];

/** The run for people: one line per picture that is not the same, per axe report, and the counts. */
function textSummary(run: TestRun, report: string): string {
  const v = verdict(run);
  const lines = run.shots
    .filter((s) => s.status !== 'same')
    .map((s) => {
      const what =
        s.status === 'changed'
          ? `differs from its baseline (${s.pixels} pixels)`
          : s.status === 'new'
            ? 'has a new baseline'
            : s.status === 'accepted'
              ? 'baseline updated'
              : `could not be shot: ${s.error}`;
      return `${s.demo.rel}:${s.demo.line}  ${s.demo.name} (${viewText(s)}) ${what}${s.unstable ? '; unstable across two shots' : ''}\n`;
    });
  for (const a of [...v.axeErrors, ...v.axeTodo])
    lines.push(
      `${a.demo.rel}:${a.demo.line}  ${a.demo.name} (${a.mode}) axe ${a.demo.plan.axe}: ${a.findings.map((f) => `${f.rule} (${f.nodes.length})`).join(', ')}\n`,
    );
  for (const o of run.orphans)
    lines.push(`__screenshots__/${o}  orphaned baseline (its demo is gone; --update removes it)\n`);
  const counts = `${run.shots.length} shots, ${v.changed.length} changed, ${v.errors.length} failed, ${v.axeErrors.length} axe errors; ${run.unchanged.length} demos unchanged since their baselines`;
  return `${lines.join('')}docs-test ${v.ok ? 'passed' : 'failed'}: ${counts}. Report: ${report}\n`;
}

function optionsOf(opts: Record<string, unknown>) {
  const shard = opts.shard === undefined ? undefined : parseShard(String(opts.shard));
  if (opts.shard !== undefined && !shard)
    throw fatal('usage', { problem: 'invalid', option: '--shard', value: String(opts.shard) });
  const jobs = Number(opts.jobs ?? 2);
  if (!(Number.isInteger(jobs) && jobs >= 1))
    throw fatal('usage', { problem: 'invalid', option: '--jobs', value: String(opts.jobs) });
  const format = String(opts.format);
  if (!FORMATS.includes(format)) throw fatal('usage', { problem: 'invalid', option: '--format', value: format });
  const browser = findBrowser(opts.browser as string | undefined);
  if (!browser) throw fatal('browser-missing', { asked: opts.browser as string | undefined });
  return { shard, jobs, format, browser, root: path.resolve(String(opts.root)) };
}

export async function main(argv: string[]): Promise<void> {
  const program = createProgram(
    'docs-test',
    'Screenshot every demo in light and dark, diff each against its baseline in __screenshots__/, and check it with axe (WCAG 2.1 A/AA).',
    [
      ['npx docs-test', 'build the site in this folder, then test every demo whose inputs changed'],
      ['npx docs-test --out dist --shard 1/2 --format github', "test the first half of a build's demos on CI"],
    ],
    'a demo differs from its baseline or could not be shot, a violation at axe level "error", or the build failed',
  )
    .option('--root <dir>', 'site root', '.')
    .option('--out <dir>', 'a built site to test (default: build the root into <root>/dist first)')
    .option('--update [demo]', 'write the new pictures as baselines: all, or a page or demo (and remove orphans)')
    .option('--all', 'shoot every demo, even those whose inputs match their baselines', false)
    .option('--shard <I/N>', "test only the demos of docs-build's shard I of N")
    .option('--jobs <n>', 'pages open at once in the browser', '2')
    .option('--browser <path>', "the Chromium to drive (default: CHROME_PATH, Playwright's, or the system's)")
    .option('--format <format>', 'text, json (the summary) or github (annotations)', 'text')
    .option('--report <dir>', 'where the HTML report and summary.json go (default: <root>/test-report)');
  await runCli(program, argv, async (opts) => {
    const o = optionsOf(opts);
    let built = opts.out ? path.resolve(String(opts.out)) : undefined;
    if (!built) {
      const started = performance.now();
      const result = await runBuild({ root: o.root }, started);
      printBuildResult(result, (performance.now() - started) / 1000, false, seenFrom(process.cwd(), o.root));
      if (!result.ok) return EXIT.content;
      built = result.out;
    }
    const source = loadSite(o.root);
    // Every demo (for the orphans), then the shard's: the site's pages are scanned again only when sharded.
    const all = testedDemos(source);
    const run = await runDemoTests({
      out: built,
      browser: o.browser,
      baselines: path.join(o.root, '__screenshots__'),
      demos: o.shard ? testedDemos(source, o.shard) : all,
      allIds: new Set(all.map((d) => d.id)),
      update: opts.update === undefined ? false : opts.update === true ? true : String(opts.update),
      all: !!opts.all,
      jobs: o.jobs,
      onProgress: (done, total) => process.stderr.isTTY && err(`\rdocs-test: ${done}/${total} page views`),
    });
    const report = path.resolve(String(opts.report ?? path.join(o.root, 'test-report')));
    fs.mkdirSync(report, { recursive: true });
    fs.writeFileSync(path.join(report, 'index.html'), reportHtml(run));
    fs.writeFileSync(path.join(report, 'summary.json'), summaryJson(run));
    if (process.stderr.isTTY) err('\n');
    if (o.format === 'json') out(summaryJson(run));
    else out((o.format === 'github' ? githubAnnotations(run) : '') + textSummary(run, path.join(report, 'index.html')));
    return verdict(run).ok ? EXIT.ok : EXIT.content;
  });
}
