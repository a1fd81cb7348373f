import { loadScript } from '../../core/kernel.ts';

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

function loadedId(): GsiId | null {
  // Read without declaring `window.google` globally, which would clash with a page's own Google typings.
  const id = (window as unknown as { google?: { accounts?: { id?: GsiId } } }).google?.accounts?.id;
  return id && typeof id.initialize === 'function' && typeof id.prompt === 'function' ? id : null;
}

/** Google's One Tap script (`google.accounts.id`), loaded from `url` unless the page already has it. */
export function loadGsi(url: string): Promise<GsiId> {
  return loadScript({ url, read: loadedId, what: 'Google\'s One Tap script', global: 'google.accounts.id' });
}
