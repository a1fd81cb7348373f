/**
 * The crypto wallet screens in Chromium: Main's wallet buttons, Crypto Connect, Crypto
 * Sign Message, Crypto Confirmation, Crypto Error, Crypto Other and Crypto Setup Wallet, with a wallet injected
 * into the page whose keys stay in Node, against the emulator, which verifies every signature.
 */
import type { Page } from '@playwright/test';
import { expect, test, type EmulatorHandle } from '../fixtures/index.ts';
import { callbacks, eventTypes, sessionOf } from './helpers.ts';

const config = { products: ['crypto' as const] };

/** The emulator's record of a wallet address. */
function storedWallet(emulator: EmulatorHandle, address: string) {
  return Object.values(emulator.server.store.state.users)
    .flatMap((u) => u.crypto_wallets)
    .find((w) => w.crypto_wallet_address.toLowerCase() === address.toLowerCase());
}

const errorBanner = (page: Page) => page.locator('.aw-banner[data-variant="error"]');

test.describe('Ethereum and Solana sign-in', () => {
  // @flows: the wallet sign-ins `npm test` also runs in Firefox (playwright.config.ts, project flows-firefox).
  test('Metamask from Main: connect, sign with personal_sign, Success, events and a session', { tag: '@flows' }, async ({ page, mountWidget, wallet, emulator }) => {
    await mountWidget(page, { config });
    await page.getByRole('button', { name: 'Continue with Metamask' }).click();
    await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
    await expect(page.getByText('You have successfully logged in with your wallet.')).toBeVisible();
    expect(wallet.requests.map((r) => `${r.chain} ${r.method}`)).toEqual(['ethereum connect', 'ethereum sign']);
    expect(await eventTypes(page)).toEqual(['wallet_start', 'wallet_authenticate']);
    expect(await callbacks(page, 'success')).toHaveLength(1);
    expect(await callbacks(page, 'error')).toEqual([]);
    expect(storedWallet(emulator, wallet.ethereumAddress)).toMatchObject({ crypto_wallet_type: 'ethereum', verified: true });
    expect(await sessionOf(page)).not.toBeNull();
  });

  test('Phantom from Main signs the challenge with signMessage and a base58 signature', { tag: '@flows' }, async ({ page, mountWidget, wallet, emulator }) => {
    await mountWidget(page, { config });
    await page.getByRole('button', { name: 'Continue with Phantom' }).click();
    await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
    expect(wallet.requests.map((r) => `${r.chain} ${r.method}`)).toEqual(['solana connect', 'solana sign']);
    expect(storedWallet(emulator, wallet.solanaAddress)).toMatchObject({ crypto_wallet_type: 'solana', verified: true });
  });

  test.describe('a wallet announced as Coinbase through EIP-6963', () => {
    test.use({ walletOptions: { info: { rdns: 'com.coinbase.wallet', name: 'Coinbase Wallet' } } });
    test('is the provider "Continue with Coinbase" uses', async ({ page, mountWidget, wallet, emulator }) => {
      await mountWidget(page, { config });
      await page.getByRole('button', { name: 'Continue with Coinbase' }).click();
      await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
      expect(storedWallet(emulator, wallet.ethereumAddress)?.verified).toBe(true);
    });
  });

  test('works inside a Shadow DOM', async ({ page, mountWidget, wallet, emulator }) => {
    await mountWidget(page, { config, shadow: true });
    await page.getByRole('button', { name: 'Continue with Metamask' }).click();
    await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
    expect(storedWallet(emulator, wallet.ethereumAddress)?.verified).toBe(true);
  });
});

test.describe('failures end on Crypto Error', () => {
  test.describe('a rejected connection', () => {
    test.use({ walletOptions: { rejectConnection: true } });
    test('reads "[Error] Could not connect to wallet"; the back arrow returns to Main', async ({ page, mountWidget, wallet: _wallet }) => {
      await mountWidget(page, { config });
      await page.getByRole('button', { name: 'Continue with Metamask' }).click();
      await expect(page.getByRole('heading', { name: 'Looks like there was an error.' })).toBeVisible();
      await expect(errorBanner(page)).toHaveText('[Error] Could not connect to wallet');
      const [error] = await callbacks(page, 'error');
      expect(error?.data).toMatchObject({ code: 'user_cancellation' });
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    });
  });

  test.describe('a rejected signature', () => {
    test.use({ walletOptions: { rejectSignature: true } });
    test('reads "[Error] Could not sign message"; "Try again" succeeds once the wallet signs', async ({ page, mountWidget, wallet, emulator }) => {
      await mountWidget(page, { config });
      await page.getByRole('button', { name: 'Continue with Phantom' }).click();
      await expect(page.getByRole('heading', { name: 'Looks like there was an error.' })).toBeVisible();
      await expect(errorBanner(page)).toHaveText('[Error] Could not sign message');
      expect(await eventTypes(page)).toEqual(['wallet_start']);
      wallet.setBehaviour({ rejectSignature: false });
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
      expect(storedWallet(emulator, wallet.solanaAddress)?.verified).toBe(true);
    });
  });

  test('no wallet in the browser', async ({ page, mountWidget }) => {
    await mountWidget(page, { config });
    await page.getByRole('button', { name: 'Continue with Metamask' }).click();
    await expect(page.getByRole('heading', { name: 'Looks like there was an error.' })).toBeVisible();
    await expect(errorBanner(page)).toContainText('[Error] Could not connect to wallet');
    await expect(errorBanner(page)).toContainText('No Metamask wallet was found in this browser.');
  });

  test('a challenge the provider refuses to issue shows the catalogue\'s text for its error type', async ({ page, mountWidget, wallet: _wallet, emulator }) => {
    await emulator.fault({
      path: '/sdk/v1/crypto_wallets/authenticate/start/primary',
      status: 429,
      body: { status_code: 429, error_type: 'too_many_requests', error_message: 'Too many requests, slow down.' },
    });
    await mountWidget(page, { config });
    await page.getByRole('button', { name: 'Continue with Metamask' }).click();
    await expect(page.getByRole('heading', { name: 'Looks like there was an error.' })).toBeVisible();
    await expect(errorBanner(page)).toHaveText('Too many attempts. Wait a moment and try again.');
  });
});

test.describe('Crypto Other and Crypto Setup Wallet', () => {
  test('Crypto Other lists the wallets Main has no room for and "Other …" options', async ({ page, mountWidget, wallet, emulator }) => {
    await mountWidget(page, {
      config: { products: ['oauth', 'crypto'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }, { type: 'apple' }] } },
    });
    // 6 - 3 providers - 1 = 2 wallets on Main.
    await page.getByRole('button', { name: 'Continue with other Crypto Wallet' }).click();
    await expect(page.getByRole('heading', { name: 'Continue with other wallet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Continue with other wallet' })).toBeFocused();
    await expect(page.locator('.aw-crypto .aw-stack button')).toHaveText([
      'Continue with Phantom',
      'Continue with Binance',
      'Continue with Vessel',
      'Continue with Other Ethereum Wallet',
      'Continue with Other Solana Wallet',
    ]);
    await page.getByRole('button', { name: 'Continue with Other Ethereum Wallet' }).click();
    await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
    expect(storedWallet(emulator, wallet.ethereumAddress)?.verified).toBe(true);
  });

  test('Crypto Setup Wallet links to five download pages in new tabs', async ({ page, mountWidget }) => {
    await mountWidget(page, { config });
    await page.getByRole('button', { name: 'Set up a new crypto wallet' }).click();
    await expect(page.getByRole('heading', { name: 'Set up a new crypto wallet' })).toBeVisible();
    const links = page.getByRole('link');
    await expect(links).toHaveText([
      'Get Metamask (opens in a new tab)',
      'Get Phantom (opens in a new tab)',
      'Get Coinbase (opens in a new tab)',
      'Get Binance (opens in a new tab)',
      'Get Vessel (opens in a new tab)',
    ]);
    const attributes = await links.evaluateAll((anchors) =>
      anchors.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
    );
    expect(attributes).toEqual([
      ['https://metamask.io/download/', '_blank', 'noopener noreferrer'],
      ['https://phantom.com/download', '_blank', 'noopener noreferrer'],
      ['https://www.coinbase.com/wallet/downloads', '_blank', 'noopener noreferrer'],
      ['https://www.binance.com/en/web3wallet', '_blank', 'noopener noreferrer'],
      ['https://vessel.finance', '_blank', 'noopener noreferrer'],
    ]);
    // Keyboard: the links are reachable with Tab after the back arrow and the heading.
    await page.getByRole('button', { name: 'Back' }).focus();
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  });
});
