import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { pagesWorkflow } from '../../src/init/pagesWorkflow.js';
import { copySample, hashTree, REPO, runCli, tmpDir } from '../helpers.js';
import { builtSample } from '../sharedSites.js';

// Issue 17 §6: the shipped CI definitions work. Each is parsed, and its commands are run as its
// engine would run them: every build job on a machine of its own (a fresh copy of the site root),
// artifacts carried to the merge job, then the merge. The merged site equals a single build.

/** A machine of the CI: a copy of the sample site root with the tool installed as a devDependency would be. */
function machine(): string {
  const root = copySample('ci-machine');
  // Its own node_modules (the sample's packages linked one by one), so that its .bin is its own.
  const modules = path.join(root, 'node_modules');
  fs.rmSync(modules);
  fs.mkdirSync(path.join(modules, '.bin'), { recursive: true });
  for (const name of fs.readdirSync(path.join(REPO, 'node_modules')).filter((n) => !n.startsWith('.')))
    fs.symlinkSync(path.join(REPO, 'node_modules', name), path.join(modules, name), 'junction');
  for (const bin of ['docs-build', 'docs-check'])
    fs.symlinkSync(path.join(REPO, 'bin', `${bin}.js`), path.join(root, 'node_modules/.bin', bin));
  return root;
}

/** Runs one command line as the CI's shell would (globs expanded). `npm ci` is the machine's set-up, already done. */
function sh(command: string, cwd: string, env: Record<string, string> = {}): void {
  if (/^npm ci\b/.test(command)) return;
  execFileSync('bash', ['-euo', 'pipefail', '-c', command], { cwd, env: { ...process.env, ...env }, stdio: 'pipe' });
}

/**
 * A cache step restoring an earlier run's cache (the recipes' caches are content-addressed: any
 * earlier one is safe to start from): the run's sample build's, as the cache of the last full build.
 */
async function restoreCache(root: string): Promise<void> {
  execFileSync('cp', ['-a', path.join((await builtSample()).root, '.docs-cache'), path.join(root, '.docs-cache')]);
}

/** The site a single build of the same sources makes (the run's sample build), to compare with. */
async function singleBuild(): Promise<Record<string, string>> {
  return hashTree((await builtSample()).out);
}

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
}
interface Job {
  needs?: string[] | string;
  strategy?: { matrix: { shard: number[] } };
  steps: Step[];
}

describe('docs/ci/github-actions.yml', () => {
  const workflow = yaml.load(fs.readFileSync(path.join(REPO, 'docs/ci/github-actions.yml'), 'utf8')) as {
    env: { SHARDS: number };
    jobs: Record<string, Job>;
  };
  const { check, build, merge } = workflow.jobs;
  /** A step's text as Actions runs it for a shard of the matrix. */
  const expand = (text: string, shard?: number) =>
    text
      .replace(/\$\{\{ matrix\.shard \}\}/g, String(shard))
      .replace(/\$\{\{ env\.SHARDS \}\}/g, String(workflow.env.SHARDS));

  it('builds N shards in a matrix with a cache keyed on the lock file and the content, and merges them after', () => {
    expect(build.strategy!.matrix.shard).toEqual(Array.from({ length: workflow.env.SHARDS }, (_, i) => i + 1));
    const cache = build.steps.find((s) => s.uses?.startsWith('actions/cache@'))!;
    expect(cache.with!.path).toBe('.docs-cache');
    expect(cache.with!.key).toMatch(
      /hashFiles\('package-lock\.json'\).*hashFiles\('docs\.config\.json', 'content\/\*\*'/,
    );
    const upload = build.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))!;
    // The shard's .docs-shard.json is a hidden file; upload-artifact leaves those out unless told.
    expect(upload.with!['include-hidden-files']).toBe(true);
    expect(merge.needs).toEqual(['check', 'build']);
    // The check restores the first shard's cache (the same key), and never saves one.
    const restore = check.steps.find((s) => s.uses?.startsWith('actions/cache'))!;
    expect(restore.uses).toBe('actions/cache/restore@v4');
    expect(restore.with).toEqual({
      ...cache.with,
      key: expand(String(cache.with!.key), 1),
      'restore-keys': expand(String(cache.with!['restore-keys']), 1),
    });
  });

  it('run in order (check, 3 shards on machines of their own, merge), it makes the same site as one build', async () => {
    const artifacts = tmpDir('gh-artifacts');
    const runJob = async (job: Job, shard?: number) => {
      const root = machine();
      for (const step of job.steps) {
        if (step.run) sh(expand(step.run, shard), root);
        else if (/^actions\/cache(\/restore)?@/.test(step.uses ?? '')) await restoreCache(root);
        else if (step.uses?.startsWith('actions/upload-artifact@'))
          fs.cpSync(
            path.join(root, expand(String(step.with!.path), shard)),
            path.join(artifacts, expand(String(step.with!.name), shard)),
            { recursive: true },
          );
        else if (step.uses?.startsWith('actions/download-artifact@')) {
          const pattern = new RegExp(`^${String(step.with!.pattern).replace('*', '.*')}$`);
          for (const name of fs.readdirSync(artifacts).filter((n) => pattern.test(n)))
            fs.cpSync(path.join(artifacts, name), path.join(root, String(step.with!.path), name), { recursive: true });
        }
      }
      return root;
    };
    await runJob(check);
    for (const shard of build.strategy!.matrix.shard) await runJob(build, shard);
    const merged = await runJob(merge);
    const site = merge.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))!.with!.path as string;
    expect(hashTree(path.join(merged, site))).toEqual(await singleBuild());
  });
});

describe('docs/ci/gitlab-ci.yml', () => {
  const pipeline = yaml.load(fs.readFileSync(path.join(REPO, 'docs/ci/gitlab-ci.yml'), 'utf8')) as Record<
    string,
    {
      stage?: string;
      parallel?: number;
      needs?: string[];
      script: string[];
      cache?: { key: { files: string[]; prefix: string }; paths: string[]; policy?: string };
      artifacts?: { paths: string[] };
    }
  > & { stages: string[] };
  const { check, build, merge } = pipeline;

  it('runs the build job in parallel with a per-shard cache of .docs-cache/, and merges in a later stage', () => {
    expect(pipeline.stages).toEqual(['check', 'build', 'merge']);
    expect(build.parallel).toBe(3);
    expect(build.cache!.paths).toEqual(['.docs-cache/']);
    expect(build.cache!.key.files).toEqual(['package-lock.json']);
    expect(build.cache!.key.prefix).toContain('$CI_NODE_INDEX');
    expect(merge.needs).toEqual(['check', 'build']);
    // The check pulls the first shard's cache (the same key), and never pushes one.
    expect(check.cache).toEqual({
      ...build.cache,
      key: { ...build.cache!.key, prefix: build.cache!.key.prefix.replace('$CI_NODE_INDEX', '1') },
      policy: 'pull',
    });
  });

  it('run in order (check, 3 parallel jobs, merge with their artifacts), it makes the same site as one build', async () => {
    const artifacts = tmpDir('gl-artifacts');
    const runJob = async (job: typeof build, env: Record<string, string> = {}) => {
      const root = machine();
      // Artifacts of earlier stages arrive at the paths they were saved from.
      fs.cpSync(artifacts, root, { recursive: true });
      if (job.cache) await restoreCache(root);
      for (const line of job.script) sh(line, root, env);
      for (const saved of job.artifacts?.paths ?? []) {
        const rel = saved.replace(/\$CI_NODE_INDEX/g, env.CI_NODE_INDEX ?? '').replace(/\/$/, '');
        fs.cpSync(path.join(root, rel), path.join(artifacts, rel), { recursive: true });
      }
      return root;
    };
    await runJob(check);
    for (let index = 1; index <= build.parallel!; index++)
      await runJob(build, { CI_NODE_INDEX: String(index), CI_NODE_TOTAL: String(build.parallel) });
    const merged = await runJob(merge);
    expect(hashTree(path.join(merged, merge.artifacts!.paths[0]))).toEqual(await singleBuild());
  });
});

describe('docs/ci/github-pages.yml', () => {
  const text = fs.readFileSync(path.join(REPO, 'docs/ci/github-pages.yml'), 'utf8');
  const workflow = yaml.load(text) as {
    jobs: Record<string, Job & { if?: string; permissions?: Record<string, string>; environment?: { name: string } }>;
  };
  const { build, deploy } = workflow.jobs;

  it('is the workflow docs-init writes, and deploys what the build job uploads, on pushes only', () => {
    expect(text).toBe(pagesWorkflow('.'));
    const upload = build.steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))!;
    expect(upload.with!.path).toBe('dist');
    expect(deploy.needs).toBe('build');
    expect(deploy.if).toBe("github.event_name != 'pull_request'");
    // What actions/deploy-pages needs: https://github.com/actions/deploy-pages#usage
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy.environment!.name).toBe('github-pages');
    expect(deploy.steps.map((s) => s.uses)).toEqual(['actions/deploy-pages@v4']);
  });

  it("run as Actions runs it for a project site, it builds the site under the repository's path", async () => {
    const root = machine();
    // actions/configure-pages' output for https://github.com/acme/acme-kit.
    const expand = (line: string) =>
      line.replace(/\$\{\{ steps\.pages\.outputs\.base_url \}\}/g, 'https://acme.github.io/acme-kit');
    for (const step of build.steps) {
      if (step.run) sh(expand(step.run), root);
      else if (step.uses?.startsWith('actions/cache@')) await restoreCache(root);
    }
    const upload = build.steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))!;
    const site = path.join(root, String(upload.with!.path));
    expect(fs.readFileSync(path.join(site, 'index.html'), 'utf8')).toMatch(
      /<link rel="stylesheet" href="\/acme-kit\/static\/docs\.[0-9a-f]{10}\.css">/,
    );
    expect(JSON.parse(fs.readFileSync(path.join(site, 'versions.json'), 'utf8')).baseUrl).toBe(
      'https://acme.github.io/acme-kit',
    );
  });
});

describe('docs-init in a repository on GitHub', () => {
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'pipe' });

  it('writes the GitHub Pages workflow for the site, never over one that is there; without a GitHub remote, none', () => {
    const repo = tmpDir('gh-repo');
    git(repo, 'init', '-q');
    git(repo, 'remote', 'add', 'origin', 'git@github.com:acme/acme-kit.git');
    const first = runCli('docs-init', [path.join(repo, 'docs')]);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('.github/workflows/docs.yml: each push to main checks, builds and deploys the site');
    const written = fs.readFileSync(path.join(repo, '.github/workflows/docs.yml'), 'utf8');
    expect(written).toBe(pagesWorkflow('docs'));
    expect(written).toContain('node_modules/.bin/docs-build --root docs --base-url');
    expect(runCli('docs-init', [path.join(repo, 'more-docs')]).stdout).toContain(
      'is there already: it was left as it is',
    );
    expect(fs.readFileSync(path.join(repo, '.github/workflows/docs.yml'), 'utf8')).toBe(written);
    const local = tmpDir('local-repo');
    git(local, 'init', '-q');
    expect(runCli('docs-init', [path.join(local, 'docs')]).status).toBe(0);
    expect(fs.existsSync(path.join(local, '.github'))).toBe(false);
  });
});

describe('docs/ci/docs-test.yml', () => {
  const workflow = yaml.load(fs.readFileSync(path.join(REPO, 'docs/ci/docs-test.yml'), 'utf8')) as {
    on: Record<string, unknown>;
    jobs: { demos: Job & { strategy: { matrix: { shard: number[] } } } };
  };
  const { demos } = workflow.jobs;

  it("runs docs-test's shards on pull requests and uploads the report docs-test writes, even when it fails", () => {
    expect(Object.keys(workflow.on)).toEqual(['pull_request']);
    const shards = demos.strategy.matrix.shard;
    const run = demos.steps.find((s) => s.run?.includes('docs-test'))!.run!;
    expect(run).toBe(`node_modules/.bin/docs-test --shard \${{ matrix.shard }}/${shards.length} --format github`);
    // A build cache restored before the build docs-test runs, never saved.
    const steps = demos.steps.map((s) => s.uses ?? s.run);
    expect(steps.indexOf('actions/cache/restore@v4')).toBeGreaterThan(-1);
    expect(steps.indexOf('actions/cache/restore@v4')).toBeLessThan(steps.indexOf(run));
    expect(steps.filter((s) => s?.startsWith('actions/cache@'))).toEqual([]);
    const upload = demos.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@')) as Job['steps'][number] & {
      if?: string;
    };
    expect([upload.if, upload.with!.path]).toEqual(['always()', 'test-report/']);
  });
});
