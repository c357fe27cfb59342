import { parentPort, workerData } from 'node:worker_threads';
import { COMMIT_STATES, type CommitState } from '../write/outputFolder.js';
import type { BuildJob } from './buildThread.js';
import { postedError } from './workerErrors.js';

// Build thread entry: runs one build or merge (see buildThread.ts), posting progress, each commit
// state as it begins (in the shared array, readable even while this thread is busy) and its result.
const port = parentPort!;
const { job, commitState, progress } = workerData as { job: BuildJob; commitState: Int32Array; progress: boolean };
const onCommit = (state: CommitState) => Atomics.store(commitState, 0, COMMIT_STATES.indexOf(state));

try {
  const result =
    job.kind === 'build'
      ? await (
          await import('./build.js')
        ).build({
          ...job.options,
          onCommit,
          onProgress: progress ? (done, total) => port.postMessage({ type: 'progress', done, total }) : undefined,
        })
      : await (await import('./merge.js')).merge(job.dirs, job.out, job.root, onCommit);
  port.postMessage({ type: 'done', result });
} catch (err) {
  port.postMessage({ type: 'error', error: postedError(err) });
}
