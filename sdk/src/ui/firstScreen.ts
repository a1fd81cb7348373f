import type { WidgetConfig } from './config.ts';
import type { WidgetEntry } from './state/WidgetContext.tsx';
import { oneTapProvider } from '../config/oneTapProvider.ts';
import { configError } from './screens/main/configError.ts';
import { mainSections } from './screens/main/mainSections.ts';
import { PasskeyLogin, WalletButtonList } from './screens/main/mainParts.ts';
import { loadedGroup, loadGroup } from './screens/screenGroups.ts';
import { loadedLocale, loadLocaleFor } from './strings/useLocale.ts';

/** Which first screen: the entry, its config, and the `localeKey` of its texts. */
export interface FirstScreen {
  entry: WidgetEntry;
  config: WidgetConfig;
  localeKey: string;
}

/** A lazy part of a first screen: whether its code is here, and how to load it. */
type Part = [loaded: () => boolean, load: () => Promise<unknown>];

/**
 * What the first screen of a widget shows that the first load leaves to lazy chunks: the catalogue of a locale other
 * than English; the start screen's group (the reset form, passkey registration); on Main, the wallet buttons, the
 * passkey login and the One Tap prompt when the config shows them. A server renders the first screen once all are
 * loaded, and a browser takes the server's markup over once they are, so neither renders a fallback in their place.
 */
function parts({ entry, config, localeKey }: FirstScreen): Part[] {
  const group = entry === 'resetPassword' ? 'passwords' : entry === 'passkeyRegistration' ? 'passkeys' : oneTapProvider(config) ? 'oneTap' : null;
  const list: Part[] = [[() => loadedLocale(localeKey) !== undefined, () => loadLocaleFor(localeKey)]];
  if (group) list.push([() => loadedGroup(group) !== undefined, () => loadGroup(group)]);
  if (entry !== 'login' || configError(config)) return list;
  if (mainSections(config).includes('crypto')) list.push([WalletButtonList.loaded, WalletButtonList.preload]);
  if (config.products.includes('passkeys')) list.push([PasskeyLogin.loaded, PasskeyLogin.preload]);
  return list;
}

/** Configs whose first screen's loads have settled: a part that failed to load does not hold them back again. */
const settled = new WeakSet<WidgetConfig>();

/**
 * True when the first screen can render in one pass, with no fallback: every lazy part has loaded, or its load has
 * settled (a part that failed renders as it would after a failure, rather than holding the widget back for good).
 */
export function firstScreenReady(screen: FirstScreen): boolean {
  return parts(screen).every(([loaded]) => loaded()) || settled.has(screen.config);
}

/** Loads every lazy part of the first screen (at once, in parallel); resolves when all have settled. */
export function loadFirstScreen(screen: FirstScreen): Promise<void> {
  return Promise.allSettled(parts(screen).map(([, load]) => load())).then(() => {
    settled.add(screen.config);
  });
}

/**
 * Starts loading the lazy parts any first screen in English can show: on a server, where they cost no visitor a
 * download, so that the first screens rendered after a start rarely wait on one (a `renderToString` cannot wait;
 * `prepareFirstScreen` makes sure, and loads another locale's catalogue).
 */
export function loadFirstScreenParts(): void {
  for (const group of ['passwords', 'passkeys', 'oneTap'] as const) loadGroup(group).catch(() => {});
  void WalletButtonList.preload();
  void PasskeyLogin.preload();
}
