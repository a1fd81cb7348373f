/**
 * The fixtures themselves, checked at page level without the widget's screens: the client in the host page talks
 * to the emulator, the inbox yields codes and links, the demo's `/authenticate` page signs in once, the virtual
 * authenticator (and the software one in every engine) makes and refuses passkeys, the injected wallet signs
 * what the emulator can verify, and the server-render check tells a server-rendered first screen from others.
 */
import { recoverPersonalSignAddress, verifySolanaSignature } from '@auth-widget/harness/testing';
import type { WidgetConfig } from '@auth-widget/sdk/react';
import { expect, expectServerRenderedFirstScreen, openHostPage, test } from '../fixtures/index.ts';
import { strictPolicyTest } from '../fixtures/strictPolicyTest.ts';
import { signUpWithPassword, type PageWindow } from './helpers.ts';

test('the host page client reads the bootstrap of the per-test project', async ({ page, host, emulator }) => {
  emulator.setProject({ pkce_required_for_oauth: true, disable_sdk_watermark: true });
  await openHostPage(page, host.url);
  expect(host.url).toMatch(/^http:\/\/localhost:\d+$/);
  const bootstrap = await page.evaluate(() => (window as unknown as PageWindow).__client.getBootstrap());
  expect(bootstrap).toMatchObject({ pkce_required_for_oauth: true, disable_sdk_watermark: true });
});

test('the emulator is reset between tests', async ({ emulator }) => {
  expect(emulator.server.store.project.pkce_required_for_oauth).toBe(false);
  expect(emulator.server.store.state.messages).toHaveLength(0);
});

test('an email passcode read from the inbox signs the page in', async ({ page, host, inbox }) => {
  await openHostPage(page, host.url);
  const email = 'ada@example.com';
  const methodId = await page.evaluate(
    async (to) => (await (window as unknown as PageWindow).__client.otps.email.loginOrCreate(to)).method_id,
    email,
  );
  const code = await inbox.code(email);
  expect(code).toMatch(/^\d{6}$/);
  const userId = await page.evaluate(
    async ([c, m]) =>
      (await (window as unknown as PageWindow).__client.otps.authenticate(c!, m!, { session_duration_minutes: 30 })).user_id,
    [code, methodId],
  );
  expect(await page.evaluate(() => (window as unknown as PageWindow).__client.session.getSync()?.user_id)).toBe(userId);
  // A second passcode is a newer message: `after` waits past the first.
  await page.evaluate(async (to) => (window as unknown as PageWindow).__client.otps.email.loginOrCreate(to), email);
  const second = await inbox.waitForMessage(email, { after: 1 });
  expect((await inbox.messages(email)).length).toBe(2);
  expect(second.code).toMatch(/^\d{6}$/);
});

test('a magic link opens /authenticate, signs in once and leaves no token in the URL', async ({ page, host, inbox }) => {
  await openHostPage(page, host.url);
  const email = 'grace@example.com';
  await page.evaluate(
    async ([to, url]) =>
      (window as unknown as PageWindow).__client.magicLinks.email.loginOrCreate(to!, {
        login_magic_link_url: url,
        signup_magic_link_url: url,
      }),
    [email, `${host.url}/authenticate`],
  );
  const link = await inbox.link(email);
  expect(link.startsWith(`${host.url}/authenticate?`)).toBe(true);
  await page.goto(link);
  await expect(page).toHaveURL(`${host.url}/account`);
  await expect(page.getByTestId('session-status')).toContainText('Signed in');
  await expect(page.getByTestId('user')).toContainText(email);
  // The history entry of the link no longer holds the token; opening the link again in the tab is refused locally.
  await page.goto(link);
  await expect(page.locator('#status')).toHaveText('This link was already used in this tab.');
  expect(page.url()).not.toContain('token=');
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('session-status')).toHaveText('Signed out');
});

test('the virtual authenticator makes passkeys, lists them and refuses when told to', async ({ page, host, passkeys }) => {
  await page.goto(`${host.url}/host`);
  const authenticator = await passkeys.add();
  const create = () =>
    page.evaluate(async () => {
      try {
        const credential = await navigator.credentials.create({
          publicKey: {
            rp: { id: 'localhost', name: 'Test' },
            user: { id: crypto.getRandomValues(new Uint8Array(16)), name: 'ada@example.com', displayName: 'Ada' },
            challenge: crypto.getRandomValues(new Uint8Array(32)),
            pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
            authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
            timeout: 5000,
          },
        });
        return { ok: true, type: credential?.type };
      } catch (error) {
        return { ok: false, name: (error as Error).name };
      }
    });
  expect(await create()).toEqual({ ok: true, type: 'public-key' });
  expect(await passkeys.credentials()).toHaveLength(1);
  expect((await authenticator.credentials())[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

  expect(await passkeys.cancelCeremonies(create)).toEqual({ ok: false, name: 'NotAllowedError' });
  expect(await create()).toMatchObject({ ok: true });
  expect(await passkeys.credentials()).toHaveLength(2);

  // A new tab of the context gets an authenticator too, with the same passkeys.
  const tab = await page.context().newPage();
  await tab.goto(`${host.url}/host`);
  await expect.poll(async () => (await passkeys.credentials(tab)).length).toBe(2);

  await authenticator.remove();
});

test.describe('the software authenticator', () => {
  test.use({ passkeysOptions: { authenticator: 'software' } });

  test('in any engine: passkeys the emulator verifies, and refusals, aborts and waits as a browser gives them', async ({
    page,
    host,
    emulator,
    passkeys,
  }) => {
    await signUpWithPassword(page, host.url, 'ada@example.com');
    // Added once the page is open: the shim reaches the document already there.
    const authenticator = await passkeys.add();
    expect(authenticator.kind).toBe('software');
    const registrationId = await page.evaluate(
      async () => (await (window as unknown as PageWindow).__client.webauthn.register({ is_passkey: true })).webauthn_registration_id,
    );
    const stored = () => Object.values(emulator.server.store.state.users).flatMap((u) => u.webauthn_registrations);
    const [credential] = await passkeys.credentials();
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost', signCount: 0, userName: 'ada@example.com' });
    // CDP's shape: ids in standard base64.
    expect(stored()).toEqual([expect.objectContaining({ webauthn_registration_id: registrationId })]);
    expect(Buffer.from(credential!.credentialId, 'base64').toString('base64url')).toBe(stored()[0]?.credential.id);

    // A login the emulator verifies (origin, RP ID, challenge, signature), its counter moving on.
    await page.evaluate(async () => (window as unknown as PageWindow).__client.session.revoke());
    const userId = await page.evaluate(
      async () => (await (window as unknown as PageWindow).__client.webauthn.authenticate({ is_passkey: true, session_duration_minutes: 30 })).user_id,
    );
    expect(userId).toBe(Object.keys(emulator.server.store.state.users)[0]);
    expect(stored()[0]?.credential.counter).toBe(1);
    expect((await passkeys.credentials())[0]?.signCount).toBe(1);

    // What the page sees, as a browser gives it.
    const excluded = [...Buffer.from(credential!.credentialId, 'base64')];
    await authenticator.setAutomaticPresence(false);
    const seen = await page.evaluate(async (excludedId) => {
      const outcome = (promise: Promise<unknown>) =>
        promise.then(
          () => 'resolved',
          (error: unknown) => `${error instanceof DOMException ? 'DOMException' : 'Error'} ${(error as Error).name}`,
        );
      const publicKey = (timeout: number, excludeCredentials: PublicKeyCredentialDescriptor[] = []): PublicKeyCredentialCreationOptions => ({
        rp: { id: 'localhost', name: 'Test' },
        user: { id: crypto.getRandomValues(new Uint8Array(16)), name: 'ada@example.com', displayName: 'Ada' },
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        excludeCredentials,
        timeout,
      });
      const controller = new AbortController();
      const pending = outcome(navigator.credentials.create({ publicKey: publicKey(60_000), signal: controller.signal }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      controller.abort();
      return {
        platform: await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable(),
        autofill: await PublicKeyCredential.isConditionalMediationAvailable(),
        abortedLater: await pending,
        abortedBefore: await outcome(navigator.credentials.create({ publicKey: publicKey(60_000), signal: AbortSignal.abort() })),
        // No touch within the timeout.
        timedOut: await outcome(navigator.credentials.create({ publicKey: publicKey(300) })),
        excluded: await outcome(
          navigator.credentials.create({ publicKey: publicKey(300, [{ type: 'public-key', id: Uint8Array.from(excludedId) }]) }),
        ),
      };
    }, excluded);
    expect(seen).toEqual({
      platform: true,
      autofill: true,
      abortedLater: 'DOMException AbortError',
      abortedBefore: 'DOMException AbortError',
      timedOut: 'DOMException NotAllowedError',
      // Presence is off: even the refusal waits for a touch, and the timeout comes first, as in Chromium.
      excluded: 'DOMException NotAllowedError',
    });
    await authenticator.setAutomaticPresence(true);
    const again = await page.evaluate(async (excludedId) => {
      try {
        await navigator.credentials.create({
          publicKey: {
            rp: { id: 'localhost', name: 'Test' },
            user: { id: new Uint8Array(16), name: 'ada@example.com', displayName: 'Ada' },
            challenge: new Uint8Array(32),
            pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
            excludeCredentials: [{ type: 'public-key', id: Uint8Array.from(excludedId) }],
          },
        });
        return 'resolved';
      } catch (error) {
        return `${(error as Error).name}: ${(error as Error).message}`;
      }
    }, excluded);
    expect(again).toBe(
      'InvalidStateError: The user attempted to register an authenticator that contains one of the credentials already registered with the relying party.',
    );
    expect(await passkeys.credentials()).toHaveLength(1);
  });
});

test.describe('wallet', () => {
  test('connects and signs with keys kept in Node (Ethereum and Solana)', async ({ page, host, wallet }) => {
    await page.goto(`${host.url}/host`);
    const message = 'Sign in to localhost: challenge 1234';
    const result = await page.evaluate(async (text) => {
      const w = window as unknown as {
        ethereum: { request(a: { method: string; params?: unknown[] }): Promise<unknown>; isMetaMask: boolean };
        solana: { connect(): Promise<{ publicKey: { toBase58(): string } }>; signMessage(m: Uint8Array): Promise<{ signature: Uint8Array }> };
        phantom: { solana: unknown };
      };
      const announced: string[] = [];
      window.addEventListener('eip6963:announceProvider', (e) => announced.push((e as CustomEvent).detail.info.name));
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      const [address] = (await w.ethereum.request({ method: 'eth_requestAccounts' })) as string[];
      const hex = `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
      const ethSignature = (await w.ethereum.request({ method: 'personal_sign', params: [hex, address] })) as string;
      const { publicKey } = await w.solana.connect();
      const { signature } = await w.solana.signMessage(new TextEncoder().encode(text));
      return {
        address,
        ethSignature,
        solanaAddress: publicKey.toBase58(),
        solanaSignature: [...signature],
        announced,
        samePhantom: w.phantom.solana === w.solana,
        keyBytes: (publicKey as unknown as { toBytes(): Uint8Array }).toBytes().length,
      };
    }, message);
    expect(result.address).toBe(wallet.ethereumAddress);
    expect(recoverPersonalSignAddress(message, result.ethSignature)).toBe(wallet.ethereumAddress.toLowerCase());
    expect(result.solanaAddress).toBe(wallet.solanaAddress);
    const bs58 = (await import('bs58')).default;
    expect(verifySolanaSignature(message, bs58.encode(Uint8Array.from(result.solanaSignature)), wallet.solanaAddress)).toBe(true);
    expect(result.announced).toEqual(['Development wallet (test keys)']);
    expect(result.samePhantom).toBe(true);
    expect(result.keyBytes).toBe(32);
    expect(wallet.requests.map((r) => `${r.chain}:${r.method}`)).toEqual(['ethereum:connect', 'ethereum:sign', 'solana:connect', 'solana:sign']);
  });

  test.describe('refusing', () => {
    test.use({ walletOptions: { rejectConnection: true } });

    test('rejects connections and signatures with code 4001', async ({ page, host, wallet }) => {
      await page.goto(`${host.url}/host`);
      const request = (method: string, params?: unknown[]) =>
        page.evaluate(
          async ([m, p]) => {
            try {
              return { ok: await (window as unknown as { ethereum: { request(a: object): Promise<unknown> } }).ethereum.request({ method: m, params: p }) };
            } catch (error) {
              return { code: (error as { code?: number }).code };
            }
          },
          [method, params] as const,
        );
      expect(await request('eth_requestAccounts')).toEqual({ code: 4001 });
      wallet.setBehaviour({ rejectConnection: false, rejectSignature: true });
      expect(await request('eth_requestAccounts')).toEqual({ ok: [wallet.ethereumAddress] });
      expect(await request('personal_sign', ['0x68656c6c6f', wallet.ethereumAddress])).toEqual({ code: 4001 });
      const solana = await page.evaluate(async () => {
        const s = (window as unknown as { solana: { connect(): Promise<unknown>; signMessage(m: Uint8Array): Promise<unknown> } }).solana;
        await s.connect();
        return s.signMessage(new Uint8Array([1, 2, 3])).then(
          () => 'signed',
          (error: { code?: number }) => error.code,
        );
      });
      expect(solana).toBe(4001);
    });
  });
});

test.describe('expectServerRenderedFirstScreen', () => {
  const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };
  const site = { locale: undefined };

  strictPolicyTest('passes on a React host that renders the first screen on its server and hydrates it', async ({ page, serveReact }) => {
    const host = await serveReact({ config });
    await expectServerRenderedFirstScreen(page, { site, path: host.url });
  });

  strictPolicyTest('fails on the same host when the browser alone renders the widget', async ({ page, serveReact }) => {
    const host = await serveReact({ config, serverRendered: false });
    await expect(expectServerRenderedFirstScreen(page, { site, path: host.url })).rejects.toThrow(`holds the first screen's header "Sign up or log in"`);
  });

  strictPolicyTest('fails when the page throws the server markup away and renders the widget anew in its place', async ({ page, serveReact }) => {
    const host = await serveReact({ config });
    // As a framework does when its hydration fails: the page's markup is gone before its script renders the widget,
    // which then shows the same controls, with no note that they wait and nothing moved.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') document.getElementById('root')?.replaceChildren();
      });
    });
    await expect(expectServerRenderedFirstScreen(page, { site, path: host.url })).rejects.toThrow('keeps the nodes of its HTML');
  });

  strictPolicyTest('fails when the page moves the first screen as the widget takes it over', async ({ page, serveReact }) => {
    const host = await serveReact({ config });
    // A banner above the widget, once its note that the buttons wait has come and gone and a frame has shown it so.
    await page.addInitScript(() => {
      let waited = false;
      const observer = new MutationObserver(() => {
        if (document.querySelector('.aw-root [id$="-wait"]')) waited = true;
        else if (waited) {
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => document.body.prepend(Object.assign(document.createElement('p'), { textContent: 'Welcome back' }))));
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await expect(expectServerRenderedFirstScreen(page, { site, path: host.url })).rejects.toThrow('moves as the widget takes its server markup over');
  });
});
