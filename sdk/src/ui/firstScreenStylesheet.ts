import type { FirstScreen } from './firstScreen.ts';
import { oneTapProvider } from '../config/oneTapProvider.ts';
import { configError } from './screens/main/configError.ts';
import { css as mainCss } from './screens/main/css.ts';
import { walletButtonsCss } from './screens/main/mainParts.ts';
import { mainSections } from './screens/main/mainSections.ts';
import { loadedGroup } from './screens/screenGroups.ts';
import { loadedLocale } from './strings/useLocale.ts';
import { baseCss } from './theme/baseCss.ts';

/**
 * The rules of the buttons of server markup the browser has not taken over yet (`Button`): disabled, they look as
 * ever for 0.6 s (a takeover usually comes sooner, and then nothing changed on screen), then dim, with a spinner that
 * takes no room. Only server markup has such buttons, and its stylesheet brings these rules.
 */
const waitingCss = `
.aw-button[data-waiting]{position:relative;opacity:1;cursor:progress;animation:aw-wait .2s .6s forwards}
.aw-button[data-waiting]::after{content:"";position:absolute;inset-inline-end:14px;top:calc(50% - 7px);width:14px;height:14px;
border:2px solid;border-right-color:transparent;border-radius:50%;opacity:0;animation:aw-spin .8s linear infinite,aw-wait 0s .6s reverse forwards}
@keyframes aw-wait{from{opacity:1}to{opacity:.6}}
`;

/**
 * The stylesheet of a first screen as a server sends it with the markup, so that the first paint is styled before
 * any script runs: the base rules, Main's, those of the first screen's lazy parts (loaded by then), the waiting
 * buttons'. `mountLogin` adopts the one `renderLoginHtml` sends as the widget's stylesheet (`installStyles`), adding
 * the later screens' rules to it.
 */
export function firstScreenStylesheet({ entry, config, localeKey }: FirstScreen): string {
  const login = entry === 'login';
  const group = login ? (oneTapProvider(config) ? 'oneTap' : null) : entry === 'resetPassword' ? 'passwords' : 'passkeys';
  const module = group && loadedGroup(group);
  const wallets = login && !configError(config) && mainSections(config).includes('crypto');
  const locale = loadedLocale(localeKey);
  const css = [baseCss, waitingCss, login ? mainCss : '', wallets ? walletButtonsCss() : '', module ? [...module.sharedCss, module.css].join('\n') : '', locale?.css ?? ''];
  // The rules are the widget's own: no host value reaches them (the theme is the root's own rule, `themeRule`).
  return css.filter(Boolean).join('\n');
}
