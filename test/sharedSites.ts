import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { copySampleTo, CORPUS, newSite, REPO, runCli, tmpDir, type RunResult } from './helpers.js';

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
  /** docs-check of the shared corpus, as a maintainer runs it (a check writes no output folder: `out` is empty). */
  corpusCheck: () => ({ root: CORPUS, out: '', ...runCli('docs-check', ['--root', CORPUS]) }),
};

const until = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// For a describe block's body, which is synchronous: the thread sleeps (it has nothing else to do until the build is there).
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The run's build of a shared site: built here if no suite has started it, else awaited. */
export const sharedBuild = (name: keyof typeof BUILDS): Promise<SharedBuild> => shared(name, BUILDS[name]);

const resultFile = (name: string) => path.join(RUN, name, 'result.json');

/** Whether this suite is the first to ask for `name` (it builds it); the others wait for its result file. */
function claims(name: string): boolean {
  try {
    fs.mkdirSync(path.join(RUN, name));
    return true;
  } catch {
    return false;
  }
}

/** The build's result for the others, renamed into place once whole. */
function publish(name: string, built: SharedBuild): SharedBuild {
  fs.writeFileSync(`${resultFile(name)}.tmp`, JSON.stringify(built));
  fs.renameSync(`${resultFile(name)}.tmp`, resultFile(name));
  return built;
}

const published = (name: string): SharedBuild | undefined =>
  fs.existsSync(resultFile(name)) ? (JSON.parse(fs.readFileSync(resultFile(name), 'utf8')) as SharedBuild) : undefined;

/** The run's build `name`, made by `make` in the first suite to ask; the others wait for its result. */
async function shared(name: string, make: () => SharedBuild | Promise<SharedBuild>): Promise<SharedBuild> {
  if (claims(name)) return publish(name, await make());
  let built: SharedBuild | undefined;
  while (!(built = published(name))) await until(250);
  return built;
}

/** `shared` for a synchronous `make`, waited for synchronously. */
function sharedSync(name: string, make: () => SharedBuild): SharedBuild {
  if (claims(name)) return publish(name, make());
  let built: SharedBuild | undefined;
  while (!(built = published(name))) sleep(250);
  return built;
}

/** The run's one build of a new site as docs-init writes it (newSite): a first build, cold, with its cache; or throws. */
export function builtNewSite(): SharedBuild {
  const built = sharedSync('new-site', () => {
    const root = newSite('new-site');
    return { root, out: path.join(root, 'dist'), ...runCli('docs-build', ['--root', root]) };
  });
  if (built.status !== 0) throw new Error(built.stdout + built.stderr);
  return built;
}

/**
 * A new site as docs-init writes it (newSite), with the cache of the run's one build of such a site
 * and no output folder: a test about one problem does not check again, cold, all the problem leaves alone.
 */
export function seededNewSite(prefix: string): string {
  const built = builtNewSite();
  // As deep as the built one (a cache holds for a root as deep as the one it was made in).
  const root = path.join(tmpDir(prefix), 'site');
  execFileSync('cp', ['-a', built.root, root]);
  fs.rmSync(path.join(root, 'dist'), { recursive: true });
  return root;
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
