/**
 * Runs `task` after the browser has painted the next frame: work the first screen does not need (the bootstrap call,
 * whose first request reads the slow time zone; chunks Main may lead to) then never delays that screen. A timeout set
 * inside an animation frame fires after that frame has painted. Returns a function that cancels the task.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** The longest an idle task waits for the browser to be idle, in ms. */
const IDLE_TIMEOUT = 1000;

/**
 * Runs `task` after the next paint, when the browser is idle (at the latest `IDLE_TIMEOUT` ms later): work that is
 * not needed for the first screen then neither delays it nor competes with its requests. Returns a function that
 * cancels the task.
 */
export function afterPaintWhenIdle(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const cancelPaint = afterPaint(() => {
    const idle = globalThis.requestIdleCallback as typeof requestIdleCallback | undefined;
    if (idle) idle(run, { timeout: IDLE_TIMEOUT });
    else run();
  });
  return () => {
    cancelled = true;
    cancelPaint();
  };
}
