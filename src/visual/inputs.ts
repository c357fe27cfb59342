import { cacheKey } from '../site/hash.js';
import type { TestedDemo } from './demoList.js';

/** Accepted baselines' inputs (`<baselines>/inputs.json`): a demo whose key is the same is not shot again. */
export const INPUTS_FILE = 'inputs.json';

/** Bumped when docs-test shoots differently (a new stillness rule, another frame): every demo is shot again. */
const SHOOTER = '1';

const attributes = (tag: string, name: string) =>
  [...tag.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((m) => m[1]);

/**
 * What a demo's picture depends on, as the build already names it in the page: its browser
 * modules (content-hashed: its whole module graph, the wrapper included), the page's stylesheets
 * and scripts (hashed: the library's CSS, the tool's shell and demo runtime), and its plan.
 */
export function demoInputKey(html: string, demo: TestedDemo): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const shell = [...head.matchAll(/<(?:link|script)\b[^>]*>/g)].flatMap((m) => [
    ...attributes(m[0], 'href'),
    ...attributes(m[0], 'src'),
  ]);
  const runtime = /"demoRuntime":"([^"]*)"/.exec(html)?.[1] ?? '';
  const marker = `data-demo="${demo.name}"`;
  let at = -1;
  for (let i = 0; i <= demo.index; i++) at = html.indexOf(marker, at + 1);
  const next = at < 0 ? -1 : html.indexOf('class="Demo-root"', at + marker.length);
  const own = at < 0 ? '' : html.slice(at, next < 0 ? undefined : next);
  const modules = [...own.matchAll(/<[^>]*data-demo-module="[^"]*"[^>]*>/g)].flatMap((m) =>
    attributes(m[0], 'data-demo-module'),
  );
  return cacheKey(SHOOTER, JSON.stringify(demo.plan), runtime, ...shell, '\u0001', ...modules);
}

/** The accepted keys, by demo id (none when the file is missing or not one). */
export function parseInputs(text: string | undefined): Record<string, string> {
  try {
    const value = JSON.parse(text ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export const inputsText = (keys: Record<string, string>) =>
  JSON.stringify(Object.fromEntries(Object.entries(keys).sort(([a], [b]) => (a < b ? -1 : 1))), null, 2) + '\n';
