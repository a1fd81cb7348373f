let hydrating = false;

/** True while `hydrateRoot` renders over a server's markup (Preact hydrates in one synchronous pass). */
export function isHydrating(): boolean {
  return hydrating;
}

/** Runs a hydration, for `isHydrating` to tell while it renders. */
export function whileHydrating(run: () => void): void {
  hydrating = true;
  try {
    run();
  } finally {
    hydrating = false;
  }
}
