/**
 * Runs a background task of every process: first after `firstAfterMs`, then every `everyMs`.
 * The timers do not keep the process alive; `stop()` ends them on shutdown.
 */
export function repeatInBackground(
  tick: () => void,
  opts: { firstAfterMs: number; everyMs: number },
): { stop(): void } {
  const first = setTimeout(tick, opts.firstAfterMs);
  const timer = setInterval(tick, opts.everyMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
