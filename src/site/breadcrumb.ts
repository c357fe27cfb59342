/**
 * What a thread is running of the site's own code (a demo's module), kept where the thread that
 * started it can read it after it died: a demo that runs out of memory ends its thread at once,
 * with no chance to say so, and the error must name the demo, not blame the tool.
 */
const BYTES = 2048;

/** The shared memory a thread writes its breadcrumb into (given to it in its workerData). */
export const newBreadcrumb = (): SharedArrayBuffer => new SharedArrayBuffer(4 + BYTES);

let mine: { length: Int32Array; text: Uint8Array } | undefined;

/** This thread's breadcrumb, from its workerData; a thread without one keeps none. */
export function useBreadcrumb(buffer: SharedArrayBuffer | undefined): void {
  mine = buffer && { length: new Int32Array(buffer, 0, 1), text: new Uint8Array(buffer, 4) };
}

/** Runs the site's code `what` (a demo's path) with this thread's breadcrumb naming it. */
export async function runningSiteCode<T>(what: string, work: () => Promise<T>): Promise<T> {
  if (!mine) return work();
  const { written } = new TextEncoder().encodeInto(what, mine.text);
  Atomics.store(mine.length, 0, written);
  try {
    return await work();
  } finally {
    Atomics.store(mine.length, 0, 0);
  }
}

/** What the thread of this breadcrumb was running of the site's code when it stopped, if anything. */
export function readBreadcrumb(buffer: SharedArrayBuffer): string | undefined {
  const length = Atomics.load(new Int32Array(buffer, 0, 1), 0);
  return length ? new TextDecoder().decode(new Uint8Array(buffer, 4, length).slice()) : undefined;
}
