/** The pool's clock: the interface it is given, and the real one, the one place its time comes from outside tests. */

/** The injected clock: tests and the bench drive time; nothing in the pool reads the real clock directly. */
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/**
 * Wall time: `now()` is milliseconds since the Unix epoch with sub-millisecond precision, and monotonic within
 * the process (performance.timeOrigin + performance.now(), so NTP steps cannot make durations negative).
 * `sleep(ms, signal)` resolves after `ms` ms, or as soon as `signal` aborts (it resolves rather than rejects:
 * callers check the signal, which keeps every waiter free of try/catch).
 */
export const systemClock: Clock = { now, sleep };

function now(): number {
  return performance.timeOrigin + performance.now();
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve();
      return;
    }
    const wake = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", wake);
      resolve();
    };
    const timer = setTimeout(wake, Math.max(0, ms));
    signal?.addEventListener("abort", wake, { once: true });
  });
}
