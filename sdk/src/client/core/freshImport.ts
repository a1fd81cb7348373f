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
 * stays in use, and importing it again gives the instance that ran. A failure in a chunk the module imports
 * statically cannot be retried this way (the query only renames the module itself), so nothing is imported while the
 * module server cannot be reached (`reachable`): being offline, the commonest failure, poisons nothing.
 */
/**
 * Whether a module can be fetched now: asked only when the browser says it is offline, by a `HEAD` of this module's
 * own file. Firefox remembers a failure for every module of the graph an import fetched, the chunks it imports
 * statically included, and no retry query renames those; so while nothing answers, no import is tried at all. The
 * probe, not `navigator.onLine` alone, decides, because a browser with no network link still reaches a site served on
 * its own machine (a developer's emulator with the Wi-Fi off).
 */
export async function reachable(moduleUrl: string = import.meta.url): Promise<boolean> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return true;
  if (!/^https?:/.test(moduleUrl)) return true;
  try {
    await fetch(moduleUrl, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

export function freshImport<T>(
  load: () => Promise<T>,
  importUrl: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ /* webpackIgnore: true */ url),
  moduleUrl?: string,
): () => Promise<T> {
  let base: string | null | undefined;
  let url: string | undefined;
  let retries = 0;
  const retry = (error: unknown): Promise<T> => {
    if (!(base ??= failedModuleUrl(error))) throw error;
    url = `${base}${base.includes('?') ? '&' : '?'}retry=${++retries}`;
    return importUrl(url) as Promise<T>;
  };
  const start = () => (url ? (importUrl(url) as Promise<T>) : load()).catch(retry);
  // Online, the import starts at once (a preload's fetch begins in the same task).
  return () =>
    typeof navigator !== 'undefined' && navigator.onLine === false
      ? reachable(moduleUrl).then((ok) => {
          if (!ok) throw new TypeError('The browser is offline: the module was not requested, so that it can be once back online.');
          return start();
        })
      : start();
}
