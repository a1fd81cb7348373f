import type { BenchEnv } from './config.ts';

/** The page's env, from its `bench-env` script tag. */
export const env = JSON.parse(document.getElementById('bench-env')?.textContent ?? '{}') as BenchEnv;
/** Marks the mount or render call, for the React-host timings. */
export const markStart = () => Object.assign(window, { __benchStart: performance.now() });
