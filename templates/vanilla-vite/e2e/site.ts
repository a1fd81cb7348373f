/**
 * What the specs share: the site's settings (so each spec runs only for what auth-widget.config.json turns on), and
 * the site's own pages around the widget: the account page, signing out, and the authenticate page's Continue.
 */
import { readFileSync } from 'node:fs';
import type { OAuthProvider } from '@auth-widget/sdk';
import { expect, injectWallet, type SignIn } from '@auth-widget/harness/fixtures';
import type { Page } from '@playwright/test';

interface Settings {
  config: {
    products: string[];
    otpOptions?: { methods?: string[] };
    oauthOptions?: { providers?: { type: OAuthProvider }[] };
  };
  confirmMagicLinks?: boolean;
}

const settings = JSON.parse(readFileSync(new URL('../auth-widget.config.json', import.meta.url), 'utf8')) as Settings;

/** The sign-in methods the site offers, from its auth-widget.config.json. */
export const site = {
  /** Whether the config's products include this one (`otp`, `emailMagicLinks`, `passwords`, `passkeys`, `crypto`, `oauth`). */
  has: (product: string) => settings.config.products.includes(product),
  /** Whether passcodes go out by this method (`email`, `sms`, `whatsapp`). */
  sendsPasscodesBy: (method: string) => settings.config.products.includes('otp') && (settings.config.otpOptions?.methods ?? []).includes(method),
  /** The OAuth providers of the config, by type (`google`, `github`, …). */
  oauthProviders: (settings.config.oauthOptions?.providers ?? []).map((provider) => provider.type),
  /** Whether the authenticate page asks for Continue before it uses a magic link (`confirmMagicLinks`, on by default). */
  confirmsMagicLinks: settings.confirmMagicLinks !== false,
};

/** A phone number the emulator takes: US, in E.164 form. */
export const PHONE = '+12015550123';

/** Waits for the account page of the signed-in user: `who` is what it shows, the email or the phone number. */
export async function expectSignedIn(page: Page, who: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
  await expect(page.getByRole('status')).toHaveText(typeof who === 'string' ? `Signed in as ${who}` : who, { timeout: 15_000 });
}

/** Logs out from the account page: back on the sign-in page, and the account page knows no one. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await expect(page.getByRole('status')).toHaveText('You are not signed in.', { timeout: 15_000 });
}

/** Presses the authenticate page's Continue, when the site asks for it before it uses a magic link. */
export async function continueSignIn(page: Page): Promise<void> {
  if (!site.confirmsMagicLinks) return;
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Signs a new user in with the first method the site offers besides passkeys (a passkey is registered by a user
 * who signed in some other way); resolves with what the account page shows for that user.
 */
export async function signInAnyway(page: Page, signIn: SignIn): Promise<string | RegExp> {
  const email = 'passkey-user@example.com';
  // Wallets are the last choice: a wallet must be in the page before it opens.
  const walletOnly = !['passwords', 'otp', 'emailMagicLinks', 'oauth'].some(site.has);
  if (walletOnly) await injectWallet(page.context());
  await page.goto('/');
  if (site.has('passwords')) {
    await signIn.withPassword(page, email);
    return email;
  }
  if (site.sendsPasscodesBy('email')) {
    await signIn.withEmailPasscode(page, email);
    return email;
  }
  if (site.sendsPasscodesBy('sms')) {
    await signIn.withSmsPasscode(page, PHONE);
    return PHONE;
  }
  if (site.sendsPasscodesBy('whatsapp')) {
    await signIn.withWhatsAppPasscode(page, PHONE);
    return PHONE;
  }
  if (site.has('emailMagicLinks')) {
    await signIn.withMagicLink(page, email);
    await continueSignIn(page);
    return email;
  }
  const provider = site.oauthProviders[0];
  if (provider) return signIn.withOAuth(page, provider);
  await signIn.withEthereum(page);
  return /^Signed in as user-/;
}
