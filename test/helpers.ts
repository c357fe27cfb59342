import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CORPUS = path.resolve(REPO, '../shared/corpus/material-ui-site');

export interface RunResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs a compiled CLI (bin/<name>.js) as a user would. */
export function runCli(name: 'docs-check' | 'docs-build' | 'docs-init', args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): RunResult {
  const result = spawnSync(process.execPath, [path.join(REPO, 'bin', `${name}.js`), ...args], {
    cwd: options.cwd ?? REPO,
    encoding: 'utf8',
    env: { ...process.env, ...options.env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

export const tmpDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));

/** Path -> sha256 of every file under a folder. */
export function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of fs.readdirSync(d).sort()) {
      const abs = path.join(d, name);
      if (fs.statSync(abs).isDirectory()) walk(abs);
      else out[path.relative(dir, abs)] = createHash('sha256').update(fs.readFileSync(abs)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** A copy of the sample site in a fresh folder (another checkout path, its own cache). */
export function copySample(prefix = 'sample-copy'): string {
  const root = tmpDir(prefix);
  for (const dir of ['content', 'templates', 'translations', 'public']) fs.cpSync(path.join(REPO, dir), path.join(root, dir), { recursive: true });
  for (const file of ['docs.config.json', 'error-codes.json']) fs.copyFileSync(path.join(REPO, file), path.join(root, file));
  return root;
}

export const read = (...parts: string[]) => fs.readFileSync(path.join(...parts), 'utf8');
