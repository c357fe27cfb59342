import { API_CODES } from './api.js';
import { COMMAND_CODES } from './commands.js';
import { CONFIG_CODES } from './config.js';
import { DEMO_CODES } from './demos.js';
import type { Entry } from './entry.js';
import { MANIFEST_CODES } from './manifests.js';
import { PAGE_CODES } from './pages.js';
import { SITE_CODES } from './site.js';
import { byFirst } from '../../base/order.js';

/**
 * Every diagnostic and fatal error code the tools print: what it means, how to fix it, and the
 * one place its message and hint are written. Codes are permanent (CI scripts match on them).
 * docs/authoring.md's code table is generated from it (scripts/authoring-tables.mjs).
 */
export const CATALOGUE = {
  ...PAGE_CODES,
  ...SITE_CODES,
  ...MANIFEST_CODES,
  ...DEMO_CODES,
  ...API_CODES,
  ...CONFIG_CODES,
  ...COMMAND_CODES,
};

export type Catalogue = typeof CATALOGUE;
export type Code = keyof Catalogue;
/** What an occurrence of `C` supplies to its message and hint. */
export type ArgsOf<C extends Code> = Catalogue[C] extends Entry<infer A> ? A : never;
/** The arguments after the code: none for a code whose message takes nothing. */
export type ArgList<C extends Code> = [ArgsOf<C>] extends [void] ? [] : [args: ArgsOf<C>];

/** The message and hint of an occurrence. */
export function describe<C extends Code>(code: C, ...args: ArgList<C>): { message: string; hint?: string } {
  const item = CATALOGUE[code] as Entry<ArgsOf<C>>;
  const value = args[0] as ArgsOf<C>;
  const hint = item.hint?.(value);
  return { message: item.message(value), ...(hint ? { hint } : {}) };
}

/** The code table of docs/authoring.md (markdown), generated from the catalogue. */
export function codeTable(): string {
  const rows = Object.entries(CATALOGUE as Record<string, Entry<never>>)
    .sort(byFirst)
    .map(([code, e]) => `| \`${code}\` | ${e.kind} | ${e.by} | ${e.meaning} | ${e.fix} |`);
  return ['| code | kind | reported by | meaning | fix |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}
