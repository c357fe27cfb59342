import { parentPort, workerData } from 'node:worker_threads';
import { DocsError } from '../errors/DocsError.js';
import { loadSite } from '../load/loadSite.js';
import { renderShare, type ShareTask } from './renderShare.js';

// Worker thread entry. It is started early and loads the site while the main thread prepares the
// shared assets; then it renders the share it is sent, posting progress ticks, then its result or error.
const port = parentPort!;
const fail = (err: unknown) => {
  const e = err as DocsError;
  port.postMessage({
    type: 'error',
    error: { docs: err instanceof DocsError, code: e?.code, message: e?.message ?? String(err), hint: e?.hint, location: e?.location, exitCode: e?.exitCode, stack: e?.stack },
  });
};
let source: ReturnType<typeof loadSite> | undefined;
try {
  source = loadSite((workerData as { root: string }).root);
} catch (err) {
  fail(err);
}
port.once('message', async (task: ShareTask) => {
  if (!source) return;
  try {
    const result = await renderShare(task, { source, progress: () => port.postMessage({ type: 'progress' }) });
    port.postMessage({ type: 'done', result });
  } catch (err) {
    fail(err);
  }
});
