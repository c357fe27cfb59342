import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { compareStrings } from '../base/order.js';
import { fatal } from '../errors/DocsError.js';
import { openBuiltFolder } from '../load/builtFolder.js';
import { builtBasePath, previewHandler } from '../serve/preview.js';
import type { TestedDemo } from './demoList.js';
import { comparePng } from './compare.js';
import { HEADLESS_ARGS } from './findBrowser.js';
import { demoInputKey, INPUTS_FILE, inputsText, parseInputs } from './inputs.js';
import { MODES, openView, shootPage, type AxeFinding, type Mode, type View, type ViewTab } from './shoot.js';

/** One picture of one demo: what became of it. */
export interface ShotResult {
  demo: TestedDemo;
  mode: Mode;
  width: number;
  rtl: boolean;
  /** `new`: no baseline (one is written); `same`; `changed` (a diff); `accepted` (changed, and --update wrote it); `error`. */
  status: 'new' | 'same' | 'changed' | 'accepted' | 'error';
  pixels?: number;
  /** The two shots of this run differed: the demo moves (a date, a random value, an animation). */
  unstable?: boolean;
  error?: string;
  baseline?: Buffer;
  current?: Buffer;
  diff?: Buffer;
}

export interface TestRun {
  shots: ShotResult[];
  /** axe-core's findings per demo and mode (`error` or `todo` by the demo's plan). */
  axe: Array<{ demo: TestedDemo; mode: Mode; findings: AxeFinding[] }>;
  /** Demos whose inputs are those of their accepted baselines: not shot. */
  unchanged: TestedDemo[];
  /** Baselines of demos that no longer exist (removed by --update). */
  orphans: string[];
}

export interface TestOptions {
  out: string;
  browser: string;
  /** `<root>/__screenshots__`. */
  baselines: string;
  demos: TestedDemo[];
  /** Every demo id of the site (the orphan check; a shard's demos are only some). */
  allIds: ReadonlySet<string>;
  /** Accept changes: every demo (true), or those whose id starts with or whose name is the given text. */
  update: boolean | string;
  all: boolean;
  jobs: number;
  onProgress?: (done: number, total: number) => void;
}

export const shotFile = (id: string, view: View) => `${id}.${view.mode}.${view.width}${view.rtl ? '.rtl' : ''}.png`;

/** A view as the report and the terminal name it: `dark, 1280 px, rtl`. */
export const viewText = (view: View) => `${view.mode}, ${view.width} px${view.rtl ? ', rtl' : ''}`;

/** Every picture a demo's plan asks for. */
const viewsOf = (demo: TestedDemo): View[] =>
  demo.plan.widths.flatMap((width) =>
    MODES.flatMap((mode) => [false, ...(demo.plan.rtl ? [true] : [])].map((rtl) => ({ mode, width, rtl }))),
  );

const accepts = (update: boolean | string, demo: TestedDemo) =>
  update === true ||
  (typeof update === 'string' && (demo.name === update || demo.id.startsWith(update.replace(/^\/|\/$/g, ''))));

/** Runs `tasks` with `jobs` at a time, each told its lane (0 to jobs - 1). */
async function inParallel(tasks: Array<(lane: number) => Promise<void>>, jobs: number): Promise<void> {
  let next = 0;
  const worker = async (lane: number) => {
    while (next < tasks.length) await tasks[next++](lane);
  };
  await Promise.all(Array.from({ length: Math.min(jobs, tasks.length) }, (_, lane) => worker(lane)));
}

const viewKey = (view: View) => `${view.mode} ${view.width} ${view.rtl}`;

/**
 * Each lane's tab in the view it shot last: the next page in that view is a navigation in it. A lane
 * changing view closes its tab's context first, so that a lane holds one at a time.
 */
function viewTabs(browser: Browser, origin: string) {
  const lanes: Array<{ key: string; opened: ViewTab } | undefined> = [];
  /** Closes the lane's tab (after a failure it is not trusted: the next page opens a new one). */
  const drop = async (lane: number): Promise<void> => {
    const held = lanes[lane];
    lanes[lane] = undefined;
    await held?.opened.context.close();
  };
  return {
    async of(lane: number, view: View): Promise<ViewTab> {
      const held = lanes[lane];
      if (held?.key === viewKey(view)) return held.opened;
      await drop(lane);
      const opened = await openView(browser, origin, view);
      lanes[lane] = { key: viewKey(view), opened };
      return opened;
    },
    drop,
  };
}

/** Starts a static server for the built folder on 127.0.0.1 (under its base path). */
async function serve(out: string): Promise<{ url: (route: string) => string; close: () => void }> {
  const folder = openBuiltFolder(out);
  const base = builtBasePath(folder);
  const server = http.createServer(previewHandler(folder, base));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: (route) => `${origin}${base}${route}`, close: () => server.close() };
}

/** The baselines of ids no demo has any more. */
function orphansOf(baselines: string, allIds: ReadonlySet<string>): string[] {
  if (!fs.existsSync(baselines)) return [];
  return (fs.readdirSync(baselines, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.png'))
    .filter((f) => !allIds.has(f.replace(/\.(light|dark)\.\d+(\.rtl)?\.png$/, '')))
    .sort();
}

/** Which demos are shot: all with --all, else those whose inputs or baselines are not the accepted ones. */
function toShoot(options: TestOptions, accepted: Record<string, string>, keys: Map<string, string>) {
  const has = (d: TestedDemo) =>
    viewsOf(d).every((v) => fs.existsSync(path.join(options.baselines, shotFile(d.id, v))));
  const planned = options.demos.filter((d) => !d.plan.skip);
  const fresh = (d: TestedDemo) => !options.all && !options.update && accepted[d.id] === keys.get(d.id) && has(d);
  return { shoot: planned.filter((d) => !fresh(d)), unchanged: planned.filter(fresh) };
}

/** One picture against its baseline; a new or accepted one is written. */
function judge(options: TestOptions, demo: TestedDemo, view: View, current: Buffer, second?: Buffer): ShotResult {
  const file = path.join(options.baselines, shotFile(demo.id, view));
  const unstable = second ? !comparePng(current, second, demo.plan.threshold).same : false;
  const base = { demo, ...view, current, ...(unstable ? { unstable } : {}) };
  const write = () => (fs.mkdirSync(path.dirname(file), { recursive: true }), fs.writeFileSync(file, current));
  if (!fs.existsSync(file)) return (write(), { ...base, status: 'new' });
  const baseline = fs.readFileSync(file);
  const compared = comparePng(baseline, current, demo.plan.threshold);
  if (compared.same) return { ...base, status: 'same' };
  const changed = { ...base, baseline, pixels: compared.pixels, ...(compared.diff ? { diff: compared.diff } : {}) };
  if (accepts(options.update, demo)) return (write(), { ...changed, status: 'accepted' });
  return { ...changed, status: 'changed' };
}

/**
 * docs-test's run over a built site: the demos to shoot, each page opened once per view (`jobs`
 * at a time, in one browser, each lane going from page to page in a tab per view), each picture
 * judged against its baseline, axe's findings per demo and mode (at its first width), the accepted
 * inputs recorded, the orphans found.
 */
export async function runDemoTests(options: TestOptions): Promise<TestRun> {
  const inputsPath = path.join(options.baselines, INPUTS_FILE);
  const accepted = parseInputs(fs.existsSync(inputsPath) ? fs.readFileSync(inputsPath, 'utf8') : undefined);
  // A page with several demos is read once.
  const pages = new Map<string, string>();
  const html = (route: string) =>
    pages.get(route) ??
    pages.set(route, fs.readFileSync(path.join(options.out, route, 'index.html'), 'utf8')).get(route)!;
  const keys = new Map(options.demos.map((d) => [d.id, demoInputKey(html(d.route), d)]));
  const { shoot, unchanged } = toShoot(options, accepted, keys);
  const tasks = tasksOf(shoot);
  const views = tasks.length ? await shootTasks(tasks, options) : [];
  // In the tasks' order, not the order they finished in: the same report on every run.
  const run: TestRun = {
    shots: views.flatMap((v) => v.shots),
    axe: views.flatMap((v) => v.axe),
    unchanged,
    orphans: [],
  };
  record(options, run, accepted, keys);
  return run;
}

/**
 * The tasks' page views, served and shot in one browser (started only when there is something to
 * shoot: an unchanged site starts none), view by view: a lane keeps its tab while the view is the
 * same. Results in the tasks' order.
 */
async function shootTasks(tasks: PageTask[], options: TestOptions): Promise<ViewResult[]> {
  const site = await serve(options.out);
  const order = tasks.map((_, i) => i).sort((a, b) => compareStrings(viewKey(tasks[a].view), viewKey(tasks[b].view)));
  let done = 0;
  const views: ViewResult[] = new Array(tasks.length);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: options.browser, args: BROWSER_ARGS }).catch((err: Error) => {
      // A program that is not Chromium (a wrong --browser, a broken install) is the user's to fix, not a bug.
      const reason = err.message.split('\n')[0].replace(/^browserType\.launch: /, '');
      throw fatal('browser-missing', { failed: { browser: options.browser, reason } });
    });
    const tabs = viewTabs(browser, new URL(site.url('/')).origin);
    await inParallel(
      order.map((i) => async (lane) => {
        const task = tasks[i];
        try {
          views[i] = await shootTask(await tabs.of(lane, task.view), site.url(task.route), task, options);
        } catch (err) {
          await tabs.drop(lane);
          throw err;
        }
        options.onProgress?.(++done, tasks.length);
      }),
      options.jobs,
    );
  } finally {
    await browser?.close();
    site.close();
  }
  return views;
}

/** One page view to shoot: a route in a view, with the demos it shows in it. */
interface PageTask {
  route: string;
  view: View;
  demos: TestedDemo[];
}

/** One page view per route, width, mode and direction, with the demos it shows in those. */
function tasksOf(shoot: TestedDemo[]): PageTask[] {
  const tasks = new Map<string, PageTask>();
  for (const demo of shoot)
    for (const view of viewsOf(demo)) {
      const key = JSON.stringify([demo.route, view.width, view.mode, view.rtl]);
      const task = tasks.get(key) ?? { route: demo.route, view, demos: [] };
      task.demos.push(demo);
      tasks.set(key, task);
    }
  return [...tasks.values()];
}

/** What one page view gave: its shots and axe's findings. */
type ViewResult = Pick<TestRun, 'shots' | 'axe'>;

/** One page view: its demos shot and judged, and axe run on them at their first width, left to right. */
async function shootTask(
  tab: ViewTab,
  url: string,
  task: { view: View; demos: TestedDemo[] },
  options: TestOptions,
): Promise<ViewResult> {
  const { view } = task;
  const run: ViewResult = { shots: [], axe: [] };
  const axe = (d: TestedDemo) => d.plan.widths[0] === view.width && !view.rtl;
  const page = await shootPage(tab, url, { demos: task.demos, axe });
  for (const demo of task.demos) {
    const shot = page.consoleErrors.length
      ? { error: `the page logged an error: ${page.consoleErrors[0].split('\n')[0]}` }
      : page.shots.get(demo.id)!;
    if (Buffer.isBuffer(shot)) run.shots.push(judge(options, demo, view, shot, page.second.get(demo.id)));
    else run.shots.push({ demo, ...view, status: 'error', error: shot.error });
    const findings = page.axe.get(demo.id);
    if (axe(demo) && findings) run.axe.push({ demo, mode: view.mode, findings });
  }
  return run;
}

/** The passing demos' inputs become the accepted ones; --update removes orphans. */
function record(options: TestOptions, run: TestRun, accepted: Record<string, string>, keys: Map<string, string>) {
  const failed = new Set([
    ...run.shots.filter((s) => s.status === 'changed' || s.status === 'error').map((s) => s.demo.id),
    ...run.axe.filter((a) => a.demo.plan.axe === 'error' && a.findings.length).map((a) => a.demo.id),
  ]);
  const next = { ...accepted };
  for (const s of run.shots) if (!failed.has(s.demo.id)) next[s.demo.id] = keys.get(s.demo.id)!;
  run.orphans = orphansOf(options.baselines, options.allIds);
  for (const id of Object.keys(next)) if (!options.allIds.has(id)) delete next[id];
  if (options.update) for (const f of run.orphans) fs.rmSync(path.join(options.baselines, f));
  if (run.shots.length || options.update) {
    fs.mkdirSync(options.baselines, { recursive: true });
    fs.writeFileSync(path.join(options.baselines, INPUTS_FILE), inputsText(next));
  }
}

// The same pixels on every machine: text without sub-pixel or hinting differences.
const BROWSER_ARGS = [...HEADLESS_ARGS, '--font-render-hinting=none', '--disable-lcd-text'];
