/**
 * The URL of the module a failed dynamic `import()` names: Chromium says "Failed to fetch dynamically imported
 * module: <url>", Firefox "error loading dynamically imported module: <url>". WebKit names none (and needs none,
 * see `freshImport`).
 */
export function failedModuleUrl(error: unknown): string | null {
  return /dynamically imported module:?\s+(https?:\/\/\S+)/i.exec(String(error))?.[1] ?? null;
}

/**
 * A dynamic import that really loads again after a failure (offline, a 5xx). Chromium and WebKit fetch a failed
 * module again when it is imported again; Firefox keeps the failure in its module map and rejects every later
 * `import()` of that URL at once, without a request. So after a failure that names its URL, the same call imports
 * that URL once more with a `retry` query the browser has not seen fail: a failure Firefox only remembers (an idle
 * preload that failed while the visitor was offline) costs the visitor nothing, and a real one is tried again by the
 * next call under a newer query. The module never ran, so no second instance of it exists; once a retry URL works it
 * stays in use, and importing it again gives the instance that ran. (A failure in a chunk the module imports
 * statically is not retried this way: the query only renames the module itself.)
 */
export function freshImport<T>(
  load: () => Promise<T>,
  importUrl: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ /* webpackIgnore: true */ url),
): () => Promise<T> {
  let base: string | null | undefined;
  let url: string | undefined;
  let retries = 0;
  const retry = (error: unknown): Promise<T> => {
    if (!(base ??= failedModuleUrl(error))) throw error;
    url = `${base}${base.includes('?') ? '&' : '?'}retry=${++retries}`;
    return importUrl(url) as Promise<T>;
  };
  return () => (url ? (importUrl(url) as Promise<T>) : load()).catch(retry);
}
