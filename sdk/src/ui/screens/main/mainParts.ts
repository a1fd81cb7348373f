import { optionalPart } from '../../optionalPart.ts';
import { withScreenStrings } from '../../strings/catalogue.ts';
import { addStyles } from '../../theme/installStyles.ts';

/**
 * The passkey login's code (autofill and the button) with its texts (the passkey screens' texts hold its errors):
 * only a config with passkeys needs it, and it can do nothing before the lazily loaded WebAuthn code is there anyway.
 * A failed fetch leaves Main without a passkey login; the other products still work.
 */
export const PasskeyLogin = optionalPart(() => withScreenStrings(import('./PasskeyLogin.tsx')).then((module) => module.PasskeyLogin));

/** The wallet buttons' rule once their code is here, for a server's stylesheet. */
let walletCss = '';

/** The wallet buttons' rule, or nothing before their code has loaded. */
export const walletButtonsCss = () => walletCss;

/**
 * The wallet buttons' code with their texts (the crypto screens' texts) and rule, fetched as Main first renders with
 * wallets on. Every wallet flow needs chunks of its own (the crypto screens, the wallet calls) before it can go
 * anywhere, so a config without wallets pays nothing for the section, and one with wallets waits on no more than
 * those. A failed fetch leaves the section empty; the other products still work.
 */
export const WalletButtonList = optionalPart(() =>
  withScreenStrings(import('./WalletButtonList.tsx')).then((module) => {
    walletCss = module.css.join('\n');
    for (const css of module.css) addStyles(css);
    return module.WalletButtonList;
  }),
);
