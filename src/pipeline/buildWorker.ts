import { parentPort, workerData } from 'node:worker_threads';
import { useBreadcrumb } from '../site/breadcrumb.js';
import { COMMIT_STATES, type CommitState } from '../write/outputFolder.js';
import type { PreviousOutput } from '../write/outputRecord.js';
import type { BuildJob } from './buildThread.js';
import { postedError, postUncaught } from './workerErrors.js';

// Build thread entry: loads the modules of its kind of job at once, then runs the one job it is sent
// (see buildThread.ts), posting progress, each commit state as it begins (in the shared array,
// readable even while this thread is busy) and its result.
const port = parentPort!;
const { kind, commitState, progress, breadcrumb } = workerData as {
  kind: BuildJob['kind'];
  commitState: Int32Array;
  progress: boolean;
  breadcrumb: SharedArrayBuffer;
};
const now = () => performance.timeOrigin + performance.now();
const started = now();
useBreadcrumb(breadcrumb);
/** Tells the thread that asked of a failure (of the job, or of an error nobody caught: then it stops this one). */
const fail = (err: unknown) => port.postMessage({ type: 'error', error: postedError(err) });
postUncaught(fail);
const onCommit = (state: CommitState) => Atomics.store(commitState, 0, COMMIT_STATES.indexOf(state));

// The job's modules start loading now, while the thread that asked decides whether there is work;
// run() imports them again (the same load, finished or not).
const LOADS = {
  build: () => import('./build.js'),
  merge: () => import('./merge.js'),
  check: () => import('./check.js'),
};
let ready = Infinity;
// A module that fails to load fails the job, when one comes.
LOADS[kind]().then(
  () => (ready = now()),
  () => {},
);

type JobMessage = { type: 'job'; job: BuildJob; posted: number; prefetch: boolean };
type Message = JobMessage | { type: 'prefetch'; value: unknown };

/**
 * The job's wait for this thread, split as it was spent: on the thread's start, then on loading the
 * pipeline (whatever ran before the job was posted overlapped both).
 */
function waited(posted: number, loaded: number) {
  const end = Math.max(posted, loaded);
  return {
    'thread start': Math.round(Math.max(0, Math.min(started, end) - posted)),
    'pipeline import': Math.round(Math.max(0, end - Math.max(started, posted))),
  };
}

/** Runs the job; a build gets the last output's check the thread that asked made meanwhile (`prefetched`), if any. */
async function run({ job, posted }: JobMessage, prefetched?: Promise<unknown>): Promise<unknown> {
  if (job.kind === 'merge') return (await import('./merge.js')).merge(job.dirs, job.out, job.root, onCommit);
  if (job.kind === 'check') {
    // The site model stays here: it is not needed, nor cloneable, on the thread that asked.
    const { model: _model, ...report } = await (await import('./check.js')).check(job.options);
    return report;
  }
  const { build } = await import('./build.js');
  const wait = waited(posted, Math.min(ready, now()));
  const result = await build({
    ...job.options,
    previous: prefetched as Promise<PreviousOutput | undefined> | undefined,
    onCommit,
    onProgress: progress ? (done, total) => port.postMessage({ type: 'progress', done, total }) : undefined,
  });
  // First, as they ran: the thread's start and the pipeline's modules loaded in it.
  result.timings = { ...wait, ...result.timings };
  return result;
}

async function answer(message: JobMessage, prefetched?: Promise<unknown>) {
  try {
    port.postMessage({ type: 'done', result: await run(message, prefetched) });
  } catch (err) {
    fail(err);
  }
}

// The job, then its prefetched value when one is coming; then nothing (the thread ends with its job).
let gotPrefetch: (value: unknown) => void = () => {};
const listener = (msg: Message) => {
  if (msg.type === 'prefetch') {
    gotPrefetch(msg.value);
    port.off('message', listener);
    return;
  }
  if (!msg.prefetch) port.off('message', listener);
  void answer(msg, msg.prefetch ? new Promise((resolve) => (gotPrefetch = resolve)) : undefined);
};
port.on('message', listener);
