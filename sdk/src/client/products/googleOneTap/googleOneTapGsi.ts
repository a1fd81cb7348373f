import { AuthError } from '../../core/kernel.ts';

/** A prompt moment as Google's script reports it to `prompt`'s listener; every method may be missing. */
export interface GsiMoment {
  isNotDisplayed?: () => boolean;
  getNotDisplayedReason?: () => string | undefined;
  isSkippedMoment?: () => boolean;
  getSkippedReason?: () => string | undefined;
  isDismissedMoment?: () => boolean;
  getDismissedReason?: () => string | undefined;
}

/** The part of `google.accounts.id` One Tap uses. */
export interface GsiId {
  initialize(config: Record<string, unknown>): void;
  prompt(listener?: (moment: GsiMoment) => void): void;
  cancel(): void;
}


/** The script loads of this page, one per URL, as Google asks its script to be loaded once. */
const loads = new Map<string, Promise<GsiId>>();

function loadedId(): GsiId | null {
  // Read without declaring `window.google` globally, which would clash with a page's own Google typings.
  const id = (window as unknown as { google?: { accounts?: { id?: GsiId } } }).google?.accounts?.id;
  return id && typeof id.initialize === 'function' && typeof id.prompt === 'function' ? id : null;
}

/** Google's One Tap script (`google.accounts.id`), loaded from `url` unless the page already has it. */
export function loadGsi(url: string): Promise<GsiId> {
  const present = loadedId();
  if (present) return Promise.resolve(present);
  let load = loads.get(url);
  if (!load) {
    load = new Promise<GsiId>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.addEventListener('load', () => {
        const id = loadedId();
        if (id) resolve(id);
        else reject(new AuthError('sdk_not_configured', `${url} loaded, but it did not define google.accounts.id.`));
      });
      script.addEventListener('error', () => {
        reject(new AuthError('network_error', `Google's One Tap script could not be loaded from ${url}.`));
      });
      document.head.appendChild(script);
    });
    // A failed load may be tried again by the next start.
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}
