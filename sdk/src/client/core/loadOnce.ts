/**
 * A load that runs once: every call gets the same promise, and a rejected one is forgotten, so the next call loads
 * again (a chunk that failed offline is fetched once the visitor is back). For a dynamic import, pass a `freshImport`
 * of it: Firefox refuses every later `import()` of a URL that failed once, so loading again needs a URL it has not seen.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
