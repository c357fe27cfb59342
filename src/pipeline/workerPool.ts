import { Worker } from 'node:worker_threads';
import { DocsError } from '../errors/DocsError.js';
import type { ShareResult, ShareTask } from './renderShare.js';

interface WorkerError {
  docs: boolean;
  code?: string;
  message: string;
  hint?: string;
  location?: DocsError['location'];
  exitCode?: number;
  stack?: string;
}

const live = new Set<Worker>();

// A worker keeps only its site source and one page at a time: a capped heap is collected sooner,
// which keeps the whole build's memory flat (a large young generation makes the many short-lived trees cheap).
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 64, maxOldGenerationSizeMb: 256 };

/** Stops every running share (a failed share or a signal ends the build). */
export function stopWorkers(): void {
  for (const worker of live) void worker.terminate();
  live.clear();
}

/** Worker threads started ahead of their tasks: each loads React, MUI and the site meanwhile. */
export interface WorkerPool {
  /** Runs one task per worker, in parallel; the first failure stops the others. */
  run(tasks: ShareTask[], progress: () => void): Promise<ShareResult[]>;
  stop(): void;
}

export function startWorkers(count: number, root: string): WorkerPool {
  const workers = Array.from({ length: count }, () => {
    const worker = new Worker(new URL('./shareWorker.js', import.meta.url), { workerData: { root }, resourceLimits: WORKER_LIMITS });
    live.add(worker);
    return worker;
  });
  const stop = () => {
    for (const worker of workers) {
      live.delete(worker);
      void worker.terminate();
    }
  };
  return {
    stop,
    async run(tasks, progress) {
      try {
        return await Promise.all(tasks.map((task, i) => runInWorker(workers[i], task, progress)));
      } finally {
        stop();
      }
    },
  };
}

function runInWorker(worker: Worker, task: ShareTask, progress: () => void): Promise<ShareResult> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    worker.on('message', (msg: { type: 'progress' } | { type: 'done'; result: ShareResult } | { type: 'error'; error: WorkerError }) => {
      if (msg.type === 'progress') progress();
      else if (msg.type === 'done') settle(() => resolve(msg.result));
      else {
        const e = msg.error;
        const cause = Object.assign(new Error(e.message), { stack: e.stack });
        settle(() => reject(e.docs ? new DocsError(e.code ?? 'build-failed', e.message, { hint: e.hint, location: e.location, exitCode: e.exitCode, cause }) : cause));
      }
    });
    worker.on('error', (err: Error & { code?: string }) =>
      settle(() =>
        reject(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new DocsError('worker-out-of-memory', `A render thread ran out of its ${WORKER_LIMITS.maxOldGenerationSizeMb} MB heap.`, { hint: 'Rerun with --jobs 1 (no heap cap), and report the site size to the maintainers.', cause: err })
            : err,
        ),
      ),
    );
    worker.on('exit', (code) => settle(() => reject(new Error(`A render worker stopped with exit code ${code}.`))));
    worker.postMessage(task);
  });
}
