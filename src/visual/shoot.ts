import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DIRECTION_STORAGE_KEY } from '../site/constants.js';
import type { TestedDemo } from './demoList.js';

export type Mode = 'light' | 'dark';
export const MODES: readonly Mode[] = ['light', 'dark'];
/** The WCAG 2.1 A and AA rules of axe-core. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LOAD_MS = 30_000;

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** The elements, as axe names them (a CSS selector and their HTML). */
  nodes: Array<{ target: string; html: string }>;
}

/** What one page gave for one mode and width: each demo's picture (or why there is none) and axe's findings. */
export interface PageShots {
  shots: Map<string, Buffer | { error: string }>;
  axe: Map<string, AxeFinding[]>;
  /** What the page logged as errors (a demo that throws, a hydration mismatch, a CSP violation). */
  consoleErrors: string[];
}

let axeSource: string | undefined;
const axeScript = () =>
  (axeSource ??= fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/** The demo's own frame: its preview the reader sees (another styling's is hidden). */
const frameOf = (tab: Page, demo: TestedDemo) =>
  tab
    .locator(`[data-demo="${demo.name.replace(/"/g, '\\"')}"]`)
    .nth(demo.index)
    .locator('[data-demo-module]:visible, .Demo-preview:visible')
    .first();

/** One demo made live, still and waited for; then its picture, twice (an unstable demo's two differ). */
async function shootDemo(tab: Page, demo: TestedDemo): Promise<[Buffer, Buffer] | { error: string }> {
  const frame = frameOf(tab, demo);
  try {
    await frame.scrollIntoViewIfNeeded({ timeout: LOAD_MS });
    if (await frame.getAttribute('data-demo-module'))
      await frame.and(tab.locator('[data-live="true"]')).waitFor({ timeout: LOAD_MS });
    if (demo.plan.waitFor) await frame.locator(demo.plan.waitFor).first().waitFor({ timeout: LOAD_MS });
    await tab.evaluate(() => document.fonts.ready);
    // Motion at rest: the context prefers reduced motion, and Playwright ends CSS animations and transitions (a
    // stylesheet of our own would be refused by the page's CSP, and would be a violation of its own).
    const shot = () => frame.screenshot({ animations: 'disabled', caret: 'hide', timeout: LOAD_MS });
    const first = await shot();
    return [first, await shot()];
  } catch (err) {
    return { error: (err as Error).message.split('\n')[0] };
  }
}

async function axeOf(tab: Page, demo: TestedDemo): Promise<AxeFinding[]> {
  const handle = await frameOf(tab, demo).elementHandle();
  if (!handle) return [];
  // Once per page: its 0.5 MB need not be evaluated again for each demo.
  if (!(await tab.evaluate(() => 'axe' in window))) await tab.evaluate(axeScript());
  return tab.evaluate(
    async ([element, tags]) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run(element as Element, {
        runOnly: { type: 'tag', values: tags as string[] },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        rule: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html })),
      }));
    },
    [handle, AXE_TAGS] as const,
  );
}

/** The conditions of one picture: colour mode, width and direction. */
export interface View {
  mode: Mode;
  width: number;
  rtl: boolean;
}

/**
 * A tab in one view, in a browser context of its own, kept while its lane shoots that view's pages: a
 * page is a navigation, not a new context and renderer (as Storybook's test runner goes from story to
 * story). Requests leave for no other host than the site's.
 */
export interface ViewTab {
  context: BrowserContext;
  tab: Page;
  /** What the page shown now logged as errors (a demo that throws, a hydration mismatch, a CSP violation). */
  errors: string[];
}

/** Opens a tab in `view` for the site at `origin`. */
export async function openView(browser: Browser, origin: string, view: View): Promise<ViewTab> {
  const context = await browser.newContext({
    viewport: { width: view.width, height: 900 },
    colorScheme: view.mode,
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  });
  // Right to left as the reader's direction setting shows it (the head script reads it before the first paint).
  if (view.rtl) await context.addInitScript((key) => localStorage.setItem(key, 'rtl'), DIRECTION_STORAGE_KEY);
  // Offline and the same on every machine: other hosts (an icon font, an ad network) are not fetched, and their
  // failure is not the page's error.
  const refused = new Set<string>();
  await context.route(
    (u) => u.origin !== origin,
    (route) => (refused.add(route.request().url()), route.abort()),
  );
  const tab = await context.newPage();
  const opened: ViewTab = { context, tab, errors: [] };
  tab.on('console', (m) => {
    if (m.type() === 'error' && !refused.has(m.location().url)) opened.errors.push(m.text());
  });
  tab.on('pageerror', (e) => void opened.errors.push(e.message));
  return opened;
}

/**
 * One page in a view's tab: its demos shot in order, each twice, and those `axe` names checked
 * with axe-core.
 */
export async function shootPage(
  opened: ViewTab,
  url: string,
  target: {
    demos: TestedDemo[];
    /** Whether axe checks this demo in this view. */
    axe: (demo: TestedDemo) => boolean;
  },
): Promise<PageShots & { second: Map<string, Buffer> }> {
  // The errors of this page alone.
  opened.errors = [];
  const result = { shots: new Map(), axe: new Map(), second: new Map(), consoleErrors: opened.errors } as PageShots & {
    second: Map<string, Buffer>;
  };
  const { tab } = opened;
  await tab.goto(url, { waitUntil: 'load', timeout: LOAD_MS });
  for (const demo of target.demos) {
    const shots = await shootDemo(tab, demo);
    if (!Array.isArray(shots)) {
      result.shots.set(demo.id, shots);
      continue;
    }
    result.shots.set(demo.id, shots[0]);
    result.second.set(demo.id, shots[1]);
    if (target.axe(demo) && demo.plan.axe !== 'off') result.axe.set(demo.id, await axeOf(tab, demo));
  }
  return result;
}
