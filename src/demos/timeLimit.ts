import { createContext, Script } from 'node:vm';

/** A piece of work that did not end in its time: a config that never loads, a plugin that never settles. */
export class TimeLimitExceeded extends Error {
  constructor(readonly seconds: number) {
    super(`it did not finish within ${seconds} s (demos.timeLimit)`);
  }
}

/**
 * The work's result, or TimeLimitExceeded once `seconds` pass: a hung piece of the site's code
 * becomes its diagnostic instead of a command that never ends. The timer never keeps Node alive.
 */
export function withinTimeLimit<T>(work: PromiseLike<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeLimitExceeded(seconds)), seconds * 1000);
    timer.unref();
  });
  return Promise.race([Promise.resolve(work), limit]).finally(() => clearTimeout(timer));
}

const runner = createContext({ work: undefined as unknown });
const call = new Script('work()');

/**
 * Synchronous work (a demo's render) under a time limit: V8 stops it where it is once `seconds`
 * pass, even in an endless loop, and TimeLimitExceeded is thrown here instead of a command that
 * never ends. What the work had changed stays as it was when stopped.
 */
export function synchronousWithin<T>(work: () => T, seconds: number): T {
  // Within a guarded call already, the outer limit holds.
  if (runner.work) return work();
  runner.work = work;
  try {
    return call.runInContext(runner, { timeout: Math.max(1, Math.round(seconds * 1000)) }) as T;
  } catch (err) {
    if ((err as NodeJS.ErrnoException)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new TimeLimitExceeded(seconds);
    throw err;
  } finally {
    runner.work = undefined;
  }
}
