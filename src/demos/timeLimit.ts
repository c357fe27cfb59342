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
