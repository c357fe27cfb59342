import { afterAll } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CORPUS = path.resolve(REPO, '../shared/corpus/material-ui-site');

/** The sample site's templates (templates/<slug>/), in order. */
export const SAMPLE_TEMPLATES = [
  'blog',
  'checkout',
  'dashboard',
  'marketing-page',
  'pricing',
  'sign-in',
  'sign-in-side',
  'sign-up',
  'sticky-footer',
];

export interface RunResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** Where a command's bin is: this repository's (default), or an installed copy's (`node_modules/<tool>/bin`). */
interface CliOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  binDir?: string;
}

/**
 * Where a command runs unless a test says: in the site root its `--root` names (absolute), as a
 * maintainer runs it there, so the paths it prints are the root's; else in the repository.
 */
function cwdOf(args: readonly string[]): string {
  const root = args[args.indexOf('--root') + 1];
  return args.includes('--root') && root && path.isAbsolute(root) && fs.existsSync(root) ? root : REPO;
}

/** Runs a compiled CLI (bin/<name>.js) as a user would. */
export function runCli(
  name: 'docs-check' | 'docs-build' | 'docs-init' | 'docs-dev' | 'docs-preview' | 'docs-api' | 'docs-test',
  args: string[],
  options: CliOptions = {},
): RunResult {
  const result = spawnSync(
    process.execPath,
    [path.join(options.binDir ?? path.join(REPO, 'bin'), `${name}.js`), ...args],
    {
      cwd: options.cwd ?? cwdOf(args),
      encoding: 'utf8',
      env: { ...process.env, ...options.env },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/**
 * A fresh folder. In a jest run it is named after the run's folder (test/globalSetup.mjs), whose
 * teardown removes it; at the same depth either way (a warm copy's cache holds for a root as deep as
 * the shared build's).
 */
export const tmpDir = (prefix: string) => {
  const run = process.env.DOCS_TEST_RUN;
  return fs.mkdtempSync(run ? `${run}.${prefix}-` : path.join(os.tmpdir(), `${prefix}-`));
};

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

/** Each file of a folder (relative path) with its hash and modification time: a file rewritten, even the same, shows. */
export const stampTree = (dir: string): Array<[string, string, number]> =>
  Object.entries(hashTree(dir)).map(([rel, hash]) => [rel, hash, fs.statSync(path.join(dir, rel)).mtimeMs]);

/**
 * A copy of the sample site in a fresh folder (another checkout path, its own cache), with what a
 * site root has beside its content: its PostCSS config, the component package its Base UI line
 * documents (packages/), and its installed packages (a link to the repository's node_modules,
 * where the sample's icons and Tailwind CSS are installed).
 */
export const copySample = (prefix = 'sample-copy'): string => copySampleTo(tmpDir(prefix));

/** copySample into `root` (made if it is not there). */
export function copySampleTo(root: string): string {
  for (const dir of ['content', 'templates', 'translations', 'public', 'packages'])
    fs.cpSync(path.join(REPO, dir), path.join(root, dir), { recursive: true });
  for (const file of ['docs.config.json', 'error-codes.json', 'postcss.config.mjs'])
    fs.copyFileSync(path.join(REPO, file), path.join(root, file));
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'junction');
  return root;
}

export const read = (...parts: string[]) => fs.readFileSync(path.join(...parts), 'utf8');

/** A new site root (docs-init, product line acme-ui) in a fresh folder, its packages the repository's. */
export function newSite(prefix: string): string {
  const root = path.join(tmpDir(prefix), 'site');
  const r = runCli('docs-init', [root, '--product', 'acme-ui', '--name', 'Acme']);
  if (r.status !== 0) throw new Error(r.stdout + r.stderr);
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'junction');
  return root;
}

/** Permissions bind root only as another user: child processes of permission tests run as `nobody` then. */
export const RUNS_AS_ROOT = process.getuid?.() === 0;
export const AS_ANOTHER_USER = RUNS_AS_ROOT ? { uid: 65534, gid: 65534 } : {};

/** A command left running (a server): its output so far, and a way to wait for a line. */
export interface RunningCli {
  proc: import('node:child_process').ChildProcess;
  output(): string;
  /** Waits until the output matches (or the process ends, or `ms` pass), and returns the match. */
  waitFor(pattern: RegExp, ms?: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Commands this suite started: one a failed test left running is stopped when the suite ends. */
const started = new Set<import('node:child_process').ChildProcess>();
afterAll(async () => {
  const running = [...started].filter((proc) => proc.exitCode === null && proc.signalCode === null);
  for (const proc of running) proc.kill('SIGKILL');
  await Promise.all(running.map((proc) => new Promise((resolve) => proc.once('exit', resolve))));
});

/** Starts a compiled CLI without waiting for it to end (docs-dev, docs-preview). */
export function startCli(name: string, args: string[], options: CliOptions = {}): RunningCli {
  const proc = spawn(process.execPath, [path.join(options.binDir ?? path.join(REPO, 'bin'), `${name}.js`), ...args], {
    cwd: options.cwd ?? cwdOf(args),
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(proc);
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const l of listeners) l();
  };
  proc.stdout!.on('data', onData);
  proc.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) =>
    proc.on('exit', (code) => (resolve(code), listeners.forEach((l) => l()))),
  );
  return {
    proc,
    output: () => text,
    exited,
    // Generous: a cold docs-dev start takes tens of seconds on a busy 2-core machine; a hang still fails.
    waitFor(pattern, ms = 100_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = text.match(pattern);
          if (m) return finish(() => resolve(m));
          if (proc.exitCode !== null || proc.signalCode !== null)
            return finish(() =>
              reject(
                new Error(`${name} exited (${proc.exitCode ?? proc.signalCode}) before printing ${pattern}:\n${text}`),
              ),
            );
        };
        const timer = setTimeout(
          () => finish(() => reject(new Error(`timed out waiting for ${pattern}:\n${text}`))),
          ms,
        );
        const finish = (fn: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          fn();
        };
        listeners.add(check);
        check();
      });
    },
  };
}
