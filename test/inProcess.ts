import path from 'node:path';
import { afterAll } from '@jest/globals';
import type { Diagnostic } from '../src/errors/Diagnostic.js';
import { REPO } from './helpers.js';

/**
 * The pipeline in-process, from lib/ as the commands run it (the tool finds its own files from
 * there): many cases without a process each. The CLI's own part (text, exit code, no stack trace)
 * is checked by spawning it once per kind. As bin/ does: React, MUI and Emotion pick their
 * production builds when first loaded (the next suite of this jest worker gets its NODE_ENV back).
 */
const nodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
afterAll(() => {
  process.env.NODE_ENV = nodeEnv;
});

const lib = <T>(rel: string): Promise<T> => import(path.join(REPO, 'lib/src', rel)) as Promise<T>;
export const { check } = await lib<typeof import('../src/pipeline/check.js')>('pipeline/check.js');
export const { build } = await lib<typeof import('../src/pipeline/build.js')>('pipeline/build.js');
export const { formatJson, formatText } = await lib<typeof import('../src/errors/format.js')>('errors/format.js');
const { DocsError } = await lib<typeof import('../src/errors/DocsError.js')>('errors/DocsError.js');

export type Outcome = { ok: boolean; diagnostics: readonly Diagnostic[] };

/** What a command found, a problem that stopped it (a fatal one) included. */
export async function outcomeOf(run: () => Promise<Outcome>): Promise<Outcome> {
  try {
    const { ok, diagnostics } = await run();
    return { ok, diagnostics };
  } catch (err) {
    if (err instanceof DocsError && err.diagnostics) return { ok: false, diagnostics: err.diagnostics };
    throw err;
  }
}
