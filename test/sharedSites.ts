import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { copySampleTo, CORPUS, REPO, runCli, tmpDir, type RunResult } from './helpers.js';

/**
 * Sites built once per test run and shared by every suite that only reads them: the first suite to
 * ask builds (the others wait for its result), in the run's folder (test/globalSetup.mjs). A suite
 * that changes a site takes a copy (`seededSample`), never the shared one.
 */
export interface SharedBuild extends RunResult {
  /** The site root that was built (read-only). */
  root: string;
  /** The output folder (read-only). */
  out: string;
}

// Without jest's global setup (a script), each process has a folder of its own.
const RUN = process.env.DOCS_TEST_RUN ?? tmpDir('docs-run');

const BUILDS = {
  /** The sample site as it ships, built cold with its cache, in a folder as deep as tmpDir's. */
  sample: () => {
    const root = `${RUN}.sample`;
    copySampleTo(root);
    const out = path.join(root, 'dist');
    return { root, out, ...runCli('docs-build', ['--root', root, '--out', out]) };
  },
  /** The shared corpus (read-only itself: built without a cache), rendered on two threads. */
  corpus: () => {
    const out = path.join(RUN, 'corpus', 'dist');
    return {
      root: CORPUS,
      out,
      ...runCli('docs-build', ['--root', CORPUS, '--out', out, '--no-cache', '--jobs', '2']),
    };
  },
};

const until = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The run's build of a shared site: built here if no suite has started it, else awaited. */
export const sharedBuild = (name: keyof typeof BUILDS): Promise<SharedBuild> => shared(name, BUILDS[name]);

/** The run's build `name`, made by `make` in the first suite to ask; the others wait for its result. */
async function shared(name: string, make: () => SharedBuild | Promise<SharedBuild>): Promise<SharedBuild> {
  const dir = path.join(RUN, name);
  const result = path.join(dir, 'result.json');
  try {
    fs.mkdirSync(dir);
  } catch {
    // Another suite builds it: its result file appears (renamed into place) when it is done.
    while (!fs.existsSync(result)) await until(250);
    return JSON.parse(fs.readFileSync(result, 'utf8')) as SharedBuild;
  }
  const built = await make();
  fs.writeFileSync(`${result}.tmp`, JSON.stringify(built));
  fs.renameSync(`${result}.tmp`, result);
  return built;
}

/** The built sample (`sharedBuild('sample')`) or throws with its output. */
export async function builtSample(): Promise<SharedBuild> {
  const built = await sharedBuild('sample');
  if (built.status !== 0) throw new Error(built.stdout + built.stderr);
  return built;
}

/**
 * A copy of the built sample with its cache and output, in a fresh folder: a test about what
 * happens next (an edit, a rebuild, a damaged output) starts warm. Copied as `cp -a` does, times to
 * the nanosecond, so the output record still trusts the files.
 */
export async function seededSample(prefix = 'sample-seeded'): Promise<string> {
  const { root } = await builtSample();
  const copy = tmpDir(prefix);
  fs.rmdirSync(copy);
  execFileSync('cp', ['-a', root, copy]);
  return copy;
}

/**
 * The run's build of the sample with another docs.config.json (the shipped one: the shared sample
 * build): suites whose configs are equal share it, read-only. Built from a warm copy (seededSample).
 */
export async function sharedConfigBuild(config: unknown): Promise<SharedBuild> {
  const text = JSON.stringify(config);
  if (text === JSON.stringify(JSON.parse(fs.readFileSync(path.join(REPO, 'docs.config.json'), 'utf8'))))
    return sharedBuild('sample');
  const name = `config-${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
  return shared(name, async () => {
    const root = await seededSample('config-site');
    fs.writeFileSync(path.join(root, 'docs.config.json'), text);
    const out = path.join(RUN, name, 'dist');
    return { root, out, ...runCli('docs-build', ['--root', root, '--out', out]) };
  });
}
