import { parentPort, workerData } from 'node:worker_threads';
import { useBreadcrumb } from '../site/breadcrumb.js';
import { COMMIT_STATES, type CommitState } from '../write/outputFolder.js';
import type { BuildJob } from './buildThread.js';
import { postedError } from './workerErrors.js';

// Build thread entry: runs one build or merge (see buildThread.ts), posting progress, each commit
// state as it begins (in the shared array, readable even while this thread is busy) and its result.
const port = parentPort!;
const { job, commitState, progress, breadcrumb, spawned } = workerData as {
  job: BuildJob;
  commitState: Int32Array;
  progress: boolean;
  breadcrumb: SharedArrayBuffer;
  spawned: number;
};
const threadStart = Math.round(performance.timeOrigin + performance.now() - spawned);
useBreadcrumb(breadcrumb);
const onCommit = (state: CommitState) => Atomics.store(commitState, 0, COMMIT_STATES.indexOf(state));

/** Runs the job (its modules loaded here only). */
async function run(): Promise<unknown> {
  if (job.kind === 'merge') return (await import('./merge.js')).merge(job.dirs, job.out, job.root, onCommit);
  if (job.kind === 'check') {
    // The site model stays here: it is not needed, nor cloneable, on the thread that asked.
    const { model: _model, ...report } = await (await import('./check.js')).check(job.options);
    return report;
  }
  const start = performance.now();
  const { build } = await import('./build.js');
  const imported = Math.round(performance.now() - start);
  const result = await build({
    ...job.options,
    onCommit,
    onProgress: progress ? (done, total) => port.postMessage({ type: 'progress', done, total }) : undefined,
  });
  // First, as they ran: the thread's start and the pipeline's modules loaded in it.
  result.timings = { 'thread start': threadStart, 'pipeline import': imported, ...result.timings };
  return result;
}

try {
  port.postMessage({ type: 'done', result: await run() });
} catch (err) {
  port.postMessage({ type: 'error', error: postedError(err) });
}
