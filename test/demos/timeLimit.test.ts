import { synchronousWithin, TimeLimitExceeded } from '../../src/demos/timeLimit.js';

// Issue 45.3: a demo's render or module load that never ends is stopped where it is.
describe('synchronousWithin', () => {
  it('returns what the work returns, and lets its own errors through', () => {
    expect(synchronousWithin(() => 6 * 7, 1)).toBe(42);
    expect(() =>
      synchronousWithin(() => {
        throw new RangeError('its own');
      }, 1),
    ).toThrow(RangeError);
  });

  it('stops an endless loop once the limit passes, and runs the next work normally', () => {
    let spins = 0;
    let stopped: unknown;
    try {
      synchronousWithin(() => {
        for (;;) spins += 1;
      }, 0.05);
    } catch (err) {
      stopped = err;
    }
    expect(stopped).toBeInstanceOf(TimeLimitExceeded);
    expect((stopped as TimeLimitExceeded).message).toBe('it did not finish within 0.05 s (demos.timeLimit)');
    expect(spins).toBeGreaterThan(0);
    expect(synchronousWithin(() => 'after', 1)).toBe('after');
  });

  it('inside guarded work, the outer limit holds', () => {
    expect(synchronousWithin(() => synchronousWithin(() => 'inner', 1) + ' outer', 1)).toBe('inner outer');
  });
});
