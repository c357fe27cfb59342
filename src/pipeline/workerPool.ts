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

/** Stops every running share (a failed share or a signal ends the build). */
export function stopWorkers(): void {
  for (const worker of live) void worker.terminate();
  live.clear();
}

function runInWorker(task: ShareTask, progress: () => void): Promise<ShareResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./shareWorker.js', import.meta.url), { workerData: task });
    live.add(worker);
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      live.delete(worker);
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
    worker.on('error', (err) => settle(() => reject(err)));
    worker.on('exit', (code) => settle(() => reject(new Error(`A render worker stopped with exit code ${code}.`))));
  });
}

/** Runs the shares on worker threads, one each, in parallel; the first failure stops the others. */
export async function runShares(tasks: ShareTask[], progress: () => void): Promise<ShareResult[]> {
  try {
    return await Promise.all(tasks.map((task) => runInWorker(task, progress)));
  } finally {
    stopWorkers();
  }
}
