import { availableParallelism } from 'node:os';
import type { PageSource } from '../site/types.js';

/**
 * Work to render, in bytes of markdown: a thread pays off only past a few seconds of it. A worker
 * costs about half a second of start-up (it loads the tool, React and the site, and MUI for
 * previews), and two threads on two cores do not give twice the throughput (measured: about 1.2x
 * on the 2-vCPU machines the bench runs on). An API page or a demo counts as much markdown as it
 * costs to render.
 */
const WORK_PER_THREAD = 2_500_000;
const MIN_ROUTES_PER_THREAD = 50;
const API_PAGE_WORK = 1_500;
const DEMO_WORK = 3_000;

/** The work of a route's pages: their markdown, and their demos' previews. */
const workOf = (pages: readonly PageSource[]) =>
  pages.reduce((sum, p) => sum + p.text.length + DEMO_WORK * (p.text.split('"demo"').length - 1), 0);

/**
 * How many render threads a build deserves: one per core at most, and only as many as its work
 * (the routes the cache does not hold) pays for. `jobs` (--jobs) overrides.
 */
export function threadCount(
  toRender: ReadonlyArray<readonly PageSource[]>,
  apisToRender: number,
  routeCount: number,
  jobs?: number,
): number {
  const work = toRender.reduce((sum, pages) => sum + workOf(pages), 0) + API_PAGE_WORK * apisToRender;
  const threads = Math.min(
    availableParallelism(),
    Math.floor(work / WORK_PER_THREAD),
    Math.floor((toRender.length + apisToRender) / MIN_ROUTES_PER_THREAD),
  );
  return Math.max(1, Math.min(jobs ?? threads, routeCount));
}
