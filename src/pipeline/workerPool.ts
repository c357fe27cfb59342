import { Worker } from 'node:worker_threads';
import { newBreadcrumb } from '../site/breadcrumb.js';
import { receivedError, threadError, type PostedError } from './workerErrors.js';
import type { ServerBundle } from '../demos/serverBundle.js';
import type { RuntimeOptions } from '../render/demoRuntime.js';
import type { RenderedPreview } from '../render/prepareDemos.js';
import type { ShareResult, ShareTask } from './types.js';

/**
 * The young generation of every thread that renders pages (the build thread renders a share too):
 * a large one makes the many short-lived trees cheap (the 1,000-page bench's cold build: 8.4 to 7.3 s).
 */
export const YOUNG_GENERATION_MB = 64;

// A worker keeps only its site source and one page at a time: a capped heap is collected sooner,
// which keeps the whole build's memory flat. The cap grows with the largest page: remark-parse
// alone holds about 1 GB per MB of one page's markdown.
const MIN_OLD_GENERATION_MB = 256;
const OLD_GENERATION_MB_PER_PAGE_MB = 1_200;
export const heapLimitFor = (largestPageBytes: number) =>
  Math.max(MIN_OLD_GENERATION_MB, Math.ceil((largestPageBytes / 1024 / 1024) * OLD_GENERATION_MB_PER_PAGE_MB));

/** Worker threads started ahead of their tasks: each loads React and the site meanwhile. */
export interface WorkerPool {
  /** Renders demo previews from the server bundle, one list per worker, in parallel (while the main thread renders its own list). */
  previews(lists: string[][], bundle: ServerBundle, options: RuntimeOptions): Promise<RenderedPreview[][]>;
  /** Runs one task per worker, in parallel; the first failure stops the others. Then the workers end. */
  run(tasks: ShareTask[], progress: () => void): Promise<ShareResult[]>;
  stop(): void;
}

/** What the main thread sends a worker. */
export type WorkerRequest =
  | { kind: 'previews'; rels: string[]; bundle: ServerBundle; options: RuntimeOptions }
  | { kind: 'share'; task: ShareTask };

export function startWorkers(
  count: number,
  site: { root: string; baseUrl?: string; versionsList?: string },
  largestPageBytes = 0,
): WorkerPool {
  const heapMb = heapLimitFor(largestPageBytes);
  const workers = Array.from({ length: count }, () => {
    const breadcrumb = newBreadcrumb();
    const worker = new Worker(new URL('./shareWorker.js', import.meta.url), {
      workerData: { ...site, breadcrumb },
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: heapMb },
    });
    breadcrumbs.set(worker, breadcrumb);
    return worker;
  });
  const stop = () => {
    for (const worker of workers) void worker.terminate();
  };
  const all = async <T>(requests: WorkerRequest[], progress?: () => void): Promise<T[]> => {
    try {
      return await Promise.all(requests.map((request, i) => ask<T>(workers[i], heapMb, request, progress)));
    } catch (err) {
      stop();
      throw err;
    }
  };
  return {
    stop,
    previews: (lists, bundle, options) =>
      all<RenderedPreview[]>(lists.map((rels) => ({ kind: 'previews', rels, bundle, options }))),
    async run(tasks, progress) {
      try {
        return await all<ShareResult>(
          tasks.map((task) => ({ kind: 'share', task })),
          progress,
        );
      } finally {
        stop();
      }
    },
  };
}

/** Each worker's breadcrumb: what it was running of the site's code when it died. */
const breadcrumbs = new WeakMap<Worker, SharedArrayBuffer>();

/** Sends a worker one request and waits for its answer (progress ticks meanwhile). */
function ask<T>(worker: Worker, heapMb: number, request: WorkerRequest, progress?: () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (
      msg: { type: 'progress' } | { type: 'done'; result: T } | { type: 'error'; error: PostedError },
    ) => {
      if (msg.type === 'progress') return progress?.();
      if (msg.type === 'done') return settle(() => resolve(msg.result));
      settle(() => reject(receivedError(msg.error, 'internal')));
    };
    const onError = (err: Error & { code?: string }) =>
      settle(() => reject(threadError(err, breadcrumbs.get(worker), heapMb)));
    const onExit = (code: number) => settle(() => reject(new Error(`A render worker stopped with exit code ${code}.`)));
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      fn();
    };
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(request);
  });
}
