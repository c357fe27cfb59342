import { entry } from './entry.js';

/** What an output folder holds after a build that did not finish. */
export type OutputState = 'intact' | 'partial' | 'complete';

/** The true state of the output folder, for every message of a build that stopped or failed. */
export const outputStateText = (out: string, state: OutputState): string =>
  ({
    intact: `Nothing was written: the previous output in ${out} is as it was.`,
    partial: `${out} holds part of the new build and part of the previous one; the next docs-build rewrites it in full.`,
    complete: `The new build is complete in ${out}.`,
  })[state];

/** Problems that stop a command: its options, its folders, shards, and the tool itself. */
export const COMMAND_CODES = {
  usage: entry<
    | { problem: 'invalid'; option: '--shard' | '--jobs' | '--format'; value: string }
    | { problem: 'invalid'; option: '--port'; value: string; example: number }
    | { problem: 'prefix'; prefix: string }
    | { problem: 'merge-needs-out' }
    | { problem: 'ports-busy'; from: number; to: number }
    | { problem: 'port-denied'; port: number }
    | { problem: 'host'; host: string; reason: string }
  >({
    kind: 'fatal',
    by: 'all',
    exit: 2,
    meaning:
      'A command-line option has an invalid value, or one the machine refuses (a busy or privileged port, a host it has no address for) (exit 2).',
    fix: 'See --help.',
    message: (a) => {
      switch (a.problem) {
        case 'invalid':
          return `Invalid ${a.option} ${a.value}.`;
        case 'prefix':
          return `Invalid product-line prefix "${a.prefix}".`;
        case 'merge-needs-out':
          return '--merge needs --out DIR.';
        case 'ports-busy':
          return a.from === a.to ? `Port ${a.from} is in use.` : `Ports ${a.from} to ${a.to} are all in use.`;
        case 'port-denied':
          return `Port ${a.port} needs privileges this user does not have.`;
        case 'host':
          return `Cannot listen on --host ${a.host} (${a.reason}): this machine has no such address.`;
      }
    },
    hint: (a) => {
      if (a.problem === 'ports-busy') return 'Choose another --port, such as --port 8080, or stop what uses these.';
      if (a.problem === 'port-denied') return 'Choose a port above 1023 with --port, such as --port 8080.';
      if (a.problem === 'host')
        return 'Choose another --host: 127.0.0.1 (this machine only), or 0.0.0.0 (every interface).';
      if (a.problem === 'prefix') return 'Use lower-case words joined by "-", such as --product acme-ui.';
      if (a.problem === 'merge-needs-out') return 'docs-build --merge shard-1 shard-2 --out dist';
      if (a.option === '--shard') return 'Write --shard I/N with 1 <= I <= N, e.g. --shard 2/3.';
      if (a.option === '--jobs') return 'Write a whole number of threads, at least 1, e.g. --jobs 2.';
      if (a.option === '--format') return 'Write --format text, --format json or --format github.';
      return 'example' in a ? `Write a port number such as --port ${a.example}.` : undefined;
    },
  }),
  'browser-missing': entry<{ asked?: string; failed?: { browser: string; reason: string } }>({
    kind: 'fatal',
    by: 'test',
    exit: 2,
    meaning: 'docs-test found no Chromium to drive (exit 2).',
    fix: 'Install one, or name it with --browser or CHROME_PATH.',
    message: ({ asked, failed }) =>
      failed
        ? `${failed.browser} did not start as Chromium: ${failed.reason}`
        : asked
          ? `--browser ${asked} is not a file.`
          : "docs-test found no Chromium: not in --browser, CHROME_PATH, Playwright's browsers, nor on PATH (chromium, google-chrome).",
    hint: () =>
      'Install one: `sudo apt-get install chromium` (Debian, Ubuntu), `npx playwright install chromium`, or Google Chrome; or pass --browser /path/to/chrome.',
  }),
  'root-missing': entry<{ root: string }>({
    kind: 'fatal',
    by: 'check, build',
    exit: 2,
    meaning: 'The site root does not exist (exit 2).',
    fix: 'Pass --root DIR pointing at a folder that holds content/.',
    message: ({ root }) => `Site root ${root} does not exist or is not a folder.`,
    hint: () => 'Pass --root DIR pointing at a folder that holds content/.',
  }),
  'content-missing': entry<{ root: string }>({
    kind: 'fatal',
    by: 'check, build',
    exit: 2,
    meaning: 'The site root has no content/ folder (exit 2).',
    fix: 'Point --root at the folder that holds content/.',
    message: ({ root }) => `No content/ folder in ${root}.`,
    hint: () => 'A site root holds content/<product>/pages.json and its pages; check --root.',
  }),
  'dist-missing': entry<{ dir: string; option?: string; unmarked?: boolean }>({
    kind: 'fatal',
    by: 'check, preview, mcp',
    exit: 2,
    meaning:
      'The built site given (--dist, --out) does not exist, or is a folder docs-build did not write (no .docs-build marker) (exit 2).',
    fix: 'Run docs-build first, or pass the folder it wrote.',
    message: ({ dir, unmarked }) =>
      unmarked
        ? `${dir} was not written by docs-build (no .docs-build marker): only a built site is served.`
        : `Built site ${dir} does not exist.`,
    hint: ({ option }) => `Run docs-build first, or pass the folder it wrote${option ? ` with ${option}` : ''}.`,
  }),
  'unsafe-output': entry<{
    out: string;
    problem: 'filesystem-root' | 'holds-root' | 'home' | 'sources' | 'not-a-folder' | 'not-a-build';
  }>({
    kind: 'fatal',
    by: 'build',
    exit: 2,
    meaning:
      'The output folder would replace something that is not a build: the root, sources, home, or a folder without the build marker (exit 2).',
    fix: 'Choose an empty folder such as <root>/dist.',
    message: ({ out, problem }) =>
      ({
        'filesystem-root': `Refusing to write the site into ${out}.`,
        'holds-root': `Refusing to write the site into ${out}: it holds the site root.`,
        home: `Refusing to write the site into ${out}: it is or holds your home folder.`,
        sources: `Refusing to write the site into ${out}: it is part of the site's sources.`,
        'not-a-folder': `${out} exists and is not a folder.`,
        'not-a-build': `${out} is not empty and was not written by docs-build (no .docs-build marker); nothing was deleted.`,
      })[problem],
    hint: ({ problem }) =>
      ({
        'filesystem-root': 'Choose an empty folder such as <root>/dist.',
        'holds-root': 'Choose a folder inside the root such as dist/, or outside it.',
        home: 'Choose a dedicated folder such as <root>/dist.',
        sources: 'Choose a separate folder such as <root>/dist.',
        'not-a-folder': 'Remove it or choose another --out.',
        'not-a-build': 'Empty it yourself or choose another --out.',
      })[problem],
  }),
  'init-not-empty': entry<
    { dir: string; problem?: 'not-a-folder' } | { dir: string; problem: 'dangling'; link: string }
  >({
    kind: 'fatal',
    by: 'init',
    exit: 2,
    meaning: 'docs-init was pointed at a folder that is not empty; nothing was written (exit 2).',
    fix: 'Choose a new or empty folder.',
    message: (a) =>
      a.problem === 'dangling'
        ? `${a.dir} is a symbolic link to ${a.link}, which does not exist; nothing was written.`
        : a.problem === 'not-a-folder'
          ? `${a.dir} exists and is not a folder.`
          : `${a.dir} is not empty; docs-init only writes into a new or empty folder, so nothing was written.`,
    hint: () => 'Choose a new folder: docs-init my-docs',
  }),
  'public-hidden': entry<{ rel: string }>({
    kind: 'warning',
    by: 'check, build',
    meaning:
      'A file or folder of public/ whose name starts with a dot (.env, .git/) is not published; .well-known/ is.',
    fix: 'Move it out of public/, or rename it without the dot if the site should serve it.',
    message: ({ rel }) => `public/${rel} is not published: names that start with a dot are kept out of the site.`,
    hint: () =>
      'Secrets and version control never belong in public/: move it out, or rename it without the dot to publish it.',
  }),
  'public-conflict': entry<{ rel: string }>({
    kind: 'error',
    by: 'build',
    meaning: 'A file of public/ would replace a file the build generates.',
    fix: 'Rename or move it: public/ may only add files.',
    message: ({ rel }) => `public/${rel} would replace ${rel}, which the build generates.`,
    hint: () => 'Rename or move the file: public/ may only add files to the site.',
  }),
  'csp-mismatch': entry<{ built: true; rel: string; problems: readonly string[] } | { problem: string }>({
    kind: 'error',
    by: 'check, build',
    meaning: 'A built page runs an inline script or style its Content-Security-Policy does not list.',
    fix: 'Rebuild with docs-build; never edit built pages.',
    message: (a) => ('built' in a ? `${a.rel}: ${a.problems.join('; ')}.` : `Content-Security-Policy: ${a.problem}.`),
    hint: (a) =>
      'built' in a
        ? 'This is a bug in the tool: every inline script and style must be hashed.'
        : 'Rebuild the site with docs-build; pages must not be edited after the build.',
  }),
  'not-a-shard': entry<{ dir: string; file: string; older?: boolean }>({
    kind: 'fatal',
    by: 'build',
    exit: 2,
    meaning: "--merge was given a folder that is not a shard's output (exit 2).",
    fix: 'Pass the folders written by docs-build --shard I/N.',
    message: ({ dir, file, older }) =>
      older
        ? `${dir} has no ${file}: it was written by an older docs-build.`
        : `${dir} is not the output of a sharded build (no ${file}).`,
    hint: ({ older }) =>
      older
        ? 'Build every shard again with this version.'
        : 'Pass the folders written by docs-build --shard I/N --out DIR.',
  }),
  'shard-file': entry<{ rel: string; problem: 'unlisted' | 'link' | 'not-a-file' | 'missing' | 'outside' }>({
    kind: 'fatal',
    by: 'build',
    meaning:
      "A shard's folder holds something its manifest does not list, or a listed file is missing, a symbolic link or not a regular file: --merge publishes only the regular files a shard build wrote.",
    fix: 'Merge the folders exactly as docs-build --shard wrote them (rebuild the shard).',
    message: ({ rel, problem }) =>
      ({
        unlisted: `${rel} is in the shard's folder but not in its manifest.`,
        link: `${rel} is a symbolic link; a shard holds only regular files.`,
        'not-a-file': `${rel} is not a regular file.`,
        missing: `${rel} is listed in the shard's manifest but missing.`,
        outside: `The shard's manifest lists ${JSON.stringify(rel)}, which leaves the shard's folder.`,
      })[problem],
    hint: () => 'Rebuild the shard with docs-build --shard I/N and merge its folder as it was written.',
  }),
  'shards-incomplete': entry<{ indices: readonly number[]; count: number }>({
    kind: 'fatal',
    by: 'build',
    exit: 2,
    meaning: '--merge did not get every shard 1..N exactly once (exit 2).',
    fix: 'Pass one folder per shard of the same build.',
    message: ({ indices, count }) =>
      `Got shards ${indices.join(', ')} of ${count}: every shard 1..${count} is needed exactly once.`,
    hint: () => 'Pass one output folder per shard of the same build.',
  }),
  'shards-differ': entry<
    | { problem: 'tool' }
    | { problem: 'page'; rel: string; built: boolean; root: string }
    | { problem: 'file'; rel: string }
  >({
    kind: 'fatal',
    by: 'build',
    meaning:
      'Shards disagree on a shared file, or a page of the site root given to --merge is not the one they were built from.',
    fix: 'Rebuild every shard from the same commit and config, and run --merge in that site root (--root).',
    message: (a) =>
      a.problem === 'tool'
        ? 'The shards were built by another version of docs-build than the one merging them.'
        : a.problem === 'page'
          ? `${a.rel} ${a.built ? 'differs from the one the shards were built from' : 'was built by no shard'}.`
          : `Shards disagree on ${a.rel}: they were not built from the same input.`,
    hint: (a) =>
      a.problem === 'tool'
        ? 'Build every shard and merge them with the same docs-build (the version in your lock file).'
        : a.problem === 'page'
          ? `Run --merge in the site root the shards were built from (--root, now ${a.root}), with the same version of docs-build.`
          : 'Rebuild every shard from the same commit and configuration.',
  }),
  'build-failed': entry<{ reason: string; out: string; state: OutputState }>({
    kind: 'fatal',
    by: 'build',
    meaning:
      'The system failed the build (a file vanished, too many open files, an I/O error); the message says what the output folder holds.',
    fix: 'Rerun with --verbose for the stack trace.',
    message: ({ reason }) => `The build failed: ${reason}`,
    hint: ({ out, state }) => `${outputStateText(out, state)} Rerun with --verbose for the stack trace.`,
  }),
  'output-unwritable': entry<{ path: string; reason: string; out: string; state: OutputState }>({
    kind: 'fatal',
    by: 'build',
    meaning:
      'A folder of the output (or its parent) cannot be written in (permissions, a read-only or full disk); the message says what the output folder holds.',
    fix: 'Make the path writable by the user running the build, free space, or choose another --out.',
    message: ({ path, reason }) => `Cannot write in ${path}: ${reason}.`,
    hint: ({ out, state }) =>
      `${outputStateText(out, state)} Make the path writable by this user (or free space), or choose another --out.`,
  }),
  'demo-out-of-memory': entry<{ demo: string; heapMb?: number }>({
    kind: 'fatal',
    by: 'check, build',
    meaning: "A demo's code used more memory than its render thread has, and the command stopped (exit 1).",
    fix: 'Find what grows without end in the demo: a loop that keeps allocating, a state update during render.',
    message: ({ demo, heapMb }) =>
      `Demo ${demo} ran out of memory while it loaded or rendered on the server${heapMb ? ` (its thread has ${heapMb} MB)` : ''}, and the command stopped.`,
    hint: ({ demo }) =>
      `Look in ${demo} for data that grows without end: a loop that keeps allocating, or a state update while it renders.`,
  }),
  'worker-out-of-memory': entry<{ heapMb: number }>({
    kind: 'fatal',
    by: 'build',
    meaning: 'A render thread ran out of its heap.',
    fix: 'Rerun with --jobs 1.',
    message: ({ heapMb }) => `A render thread ran out of its ${heapMb} MB heap.`,
    hint: () => 'Rerun with --jobs 1 (no heap cap), and report the site size to the maintainers.',
  }),
  internal: entry<{ reason: string; out?: string; state?: OutputState }>({
    kind: 'fatal',
    by: 'all',
    meaning: 'A bug in the tool (exit 70); a build says what its output folder holds.',
    fix: 'Report it with the command you ran and the stack trace it printed.',
    message: ({ reason }) => `internal error: ${reason}`,
    hint: ({ out, state }) =>
      `${out && state ? `${outputStateText(out, state)} ` : ''}This is a bug in the tool, not in your site. Please report it to the maintainers of mui-docs-generator with the command you ran and the stack trace above.`,
  }),
};
