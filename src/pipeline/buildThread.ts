import { Worker } from 'node:worker_threads';
import type { OutputState } from '../errors/catalogue/commands.js';
import { COMMIT_STATES } from '../write/outputFolder.js';
import { settleStoppedCommit } from '../write/leftovers.js';
import type { MergeResult } from './merge.js';
import type { CheckOptions, CheckResult } from './check.js';
import type { BuildOptions, BuildResult } from './types.js';
import { newBreadcrumb } from '../site/breadcrumb.js';
import { receivedError, threadError, type PostedError } from './workerErrors.js';
import { YOUNG_GENERATION_MB } from './workerPool.js';

/** What a build thread runs: a build, a merge of shards, or a check. */
export type BuildJob =
  | { kind: 'build'; options: Omit<BuildOptions, 'onProgress' | 'onCommit' | 'previous'> }
  | { kind: 'merge'; dirs: string[]; out: string; root: string }
  | { kind: 'check'; options: CheckOptions };

/** What a check's thread reports (the site model stays in the thread). */
export type CheckReport = Omit<CheckResult, 'model'>;

/** What each job's thread reports. */
export type JobResult<J extends BuildJob> = J extends { kind: 'build' }
  ? BuildResult
  : J extends { kind: 'merge' }
    ? MergeResult
    : CheckReport;

export interface BuildThread<R> {
  result: Promise<R>;
  /**
   * Stops the build at once, wherever it is (the thread and its render workers are terminated,
   * even inside a long synchronous step), settles an interrupted commit and says what `out` holds.
   */
  stop(): Promise<OutputState>;
}

/** A thread started for a kind of job before the job is known: it starts and loads the job's modules meanwhile. */
export interface OpenThread<J extends BuildJob> {
  /**
   * Sends the job; then, when given, `prefetch` runs here while the thread is still starting (the
   * check of the last output's files, for a build) and its value is sent after.
   */
  run(job: J, prefetch?: () => unknown): BuildThread<JobResult<J>>;
  stop(): Promise<OutputState>;
  /** Ends the thread, whatever it is doing (the job failed here, or was never sent). */
  close(): Promise<void>;
}

/**
 * Runs a build in a thread of its own, so that this thread stays free to hear a signal: Ctrl+C or
 * a CI's SIGTERM stops the build within moments, not after it finished; and so that a demo that
 * takes the thread down (out of memory) is named by this one. `out` is the job's output folder
 * (none for a check).
 */
export function startBuildThread<J extends BuildJob>(
  job: J,
  out?: string,
  onProgress?: (done: number, total: number) => void,
): BuildThread<JobResult<J>> {
  return openBuildThread<J>(job.kind, out, onProgress).run(job);
}

/**
 * Starts a thread for a job of this kind now, to send it the job later: the thread's own start and
 * its modules' loading (a third of a one-page rebuild) overlap what this thread does in between.
 */
export function openBuildThread<J extends BuildJob>(
  kind: J['kind'],
  out?: string,
  onProgress?: (done: number, total: number) => void,
): OpenThread<J> {
  type R = JobResult<J>;
  const commitState = new Int32Array(new SharedArrayBuffer(4));
  const breadcrumb = newBreadcrumb();
  const worker = new Worker(new URL('./buildWorker.js', import.meta.url), {
    workerData: { kind, commitState, progress: !!onProgress, breadcrumb },
    // esbuild's service (Go), should the thread die with a request in flight, says so in one line, not a crash dump.
    env: { ...process.env, GOTRACEBACK: process.env.GOTRACEBACK ?? 'none' },
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  // Once stopped, the thread's end is the stop's to report, not a failure.
  let stopped = false;
  const result = new Promise<R>((resolve, reject) => {
    worker.on(
      'message',
      (
        msg:
          | { type: 'progress'; done: number; total: number }
          | { type: 'done'; result: R }
          | { type: 'error'; error: PostedError },
      ) => {
        if (msg.type === 'progress') return onProgress?.(msg.done, msg.total);
        if (msg.type === 'done') resolve(msg.result);
        else reject(receivedError(msg.error, 'internal'));
      },
    );
    worker.on('error', (err) => stopped || reject(threadError(err, breadcrumb)));
    worker.on('exit', (code) => stopped || reject(new Error(`The build thread stopped with exit code ${code}.`)));
  });
  // Until a job is sent, a failure is the job's to report.
  result.catch(() => {});
  const close = async () => {
    stopped = true;
    await worker.terminate();
  };
  const stop = async () => {
    await close();
    return out ? settleStoppedCommit(out, COMMIT_STATES[Atomics.load(commitState, 0)]) : 'intact';
  };
  return {
    run(job, prefetch) {
      // When it was sent, as a time every thread reads alike: the job's wait for the thread is timed from it.
      worker.postMessage({
        type: 'job',
        job,
        posted: performance.timeOrigin + performance.now(),
        prefetch: !!prefetch,
      });
      if (prefetch) worker.postMessage({ type: 'prefetch', value: prefetchedOrNone(prefetch) });
      return { result, stop };
    },
    stop,
    close,
  };
}

/** A prefetch's value; none when it failed (the thread does the work itself, and reports its failure). */
function prefetchedOrNone(prefetch: () => unknown): unknown {
  try {
    return prefetch();
  } catch {
    return undefined;
  }
}
