import { parentPort, workerData } from 'node:worker_threads';
import { DocsError } from '../errors/DocsError.js';
import { renderShare, type ShareTask } from './renderShare.js';

// Worker thread entry: renders one share and posts progress ticks, then its result or its error.
const port = parentPort!;
try {
  const result = await renderShare(workerData as ShareTask, { progress: () => port.postMessage({ type: 'progress' }) });
  port.postMessage({ type: 'done', result });
} catch (err) {
  const e = err as DocsError;
  port.postMessage({
    type: 'error',
    error: { docs: err instanceof DocsError, code: e?.code, message: e?.message ?? String(err), hint: e?.hint, location: e?.location, exitCode: e?.exitCode, stack: e?.stack },
  });
}
