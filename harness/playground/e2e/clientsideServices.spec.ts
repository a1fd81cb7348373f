/**
 * The emulator's helper frame driven in Chromium the way the reference provider's SDK drives it: a page frames
 * `/clientside-services/index.html`, posts `{ method, args }` with a MessageChannel port and reads one answer on its
 * own port. Google's side is the emulator's GSI stand-in, whose prompt hands the page a real ID token.
 */
import type { Page } from '@playwright/test';
import { expect, mountInPage, openHostPage, test } from '../fixtures/index.ts';

/** Installs `window.__frameCall(method, arg)` on the page: one call to the helper frame, as the reference SDK makes it. */
async function installFrameClient(page: Page, frameUrl: string): Promise<void> {
  await page.evaluate(async (url) => {
    const frame = document.createElement('iframe');
    frame.src = url;
    frame.style.cssText = 'position:absolute;width:0;height:0;border:0';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.appendChild(frame);
    await loaded;
    (window as unknown as Record<string, unknown>).__frameCall = (method: string, arg: unknown) =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => {
          channel.port1.close();
          resolve(event.data);
        };
        frame.contentWindow?.postMessage({ method, args: [arg] }, url, [channel.port2]);
      });
  }, frameUrl);
}

function frameCall(page: Page, method: string, arg: unknown): Promise<any> {
  return page.evaluate(
    ([m, a]) => (window as unknown as { __frameCall(m: string, a: unknown): Promise<unknown> }).__frameCall(m as string, a),
    [method, arg] as const,
  );
}

test('parsedPhoneNumber, then One Tap start, Google\'s prompt and submit, in the reference protocol', async ({ page, host, emulator }) => {
  await openHostPage(page, host.url);
  await installFrameClient(page, `${emulator.url}/clientside-services/index.html`);

  expect(await frameCall(page, 'parsedPhoneNumber', { phoneNumber: '2015550123', regionCode: 'US' })).toEqual({
    success: true,
    payload: { isValid: true, number: '+12015550123', national: '(201) 555-0123' },
  });

  const started = await frameCall(page, 'oneTapStart', { publicToken: emulator.publicToken });
  expect(started).toMatchObject({ success: true, payload: { googleClientId: expect.stringMatching(/\.apps\.googleusercontent\.com$/) } });
  const { googleClientId, oauthCallbackId } = started.payload as { googleClientId: string; oauthCallbackId: string };

  // Google's script, as the reference SDK loads it; its prompt's callback receives the ID token.
  await page.evaluate(
    ({ gsi, clientId }) =>
      new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = gsi;
        script.onload = () => {
          const id = (window as any).google.accounts.id;
          id.initialize({ client_id: clientId, callback: (response: { credential: string }) => ((window as any).__credential = response.credential) });
          id.prompt();
          resolve();
        };
        script.onerror = reject;
        document.head.appendChild(script);
      }),
    { gsi: `${emulator.url}/__google/gsi/client?email=${encodeURIComponent('lin@example.com')}&name=Lin`, clientId: googleClientId },
  );
  await page.getByRole('dialog', { name: 'Sign in with Google' }).getByRole('button', { name: /^Sign in as Lin/ }).click();
  const credential = (await page.waitForFunction(() => (window as any).__credential as string | undefined).then((h) => h.jsonValue())) as string;

  const redirect = `${host.url}/authenticate`;
  const submitted = await frameCall(page, 'oneTapSubmit', {
    publicToken: emulator.publicToken,
    idToken: credential,
    loginRedirectURL: redirect,
    oauthCallbackID: oauthCallbackId,
    signupRedirectURL: redirect,
  });
  expect(submitted.success).toBe(true);
  const back = new URL(submitted.payload.redirect_url);
  expect(back.origin + back.pathname).toBe(redirect);
  expect(back.searchParams.get('token')).toBeTruthy();

  // A forged ID token is refused with an API error flattened as the reference SDK's unmarshalling expects.
  const again = await frameCall(page, 'oneTapStart', { publicToken: emulator.publicToken });
  const forged = await frameCall(page, 'oneTapSubmit', {
    publicToken: emulator.publicToken,
    idToken: `${credential.split('.').slice(0, 2).join('.')}.AAAA`,
    loginRedirectURL: redirect,
    oauthCallbackID: again.payload.oauthCallbackId,
    signupRedirectURL: redirect,
  });
  expect(forged).toMatchObject({ success: false, error: { name: 'StytchAPIError', error_type: 'invalid_google_id_token', status_code: 400 } });
});

test('getExamplePhoneNumber answers the example the widget\'s phone field shows after a country change', async ({ page, host, emulator }) => {
  await openHostPage(page, host.url);
  await installFrameClient(page, `${emulator.url}/clientside-services/index.html`);
  const gb = await frameCall(page, 'getExamplePhoneNumber', { regionCode: 'GB' });
  expect(gb).toEqual({ success: true, payload: { phoneNumber: '07400 123456' } });
  const fr = await frameCall(page, 'getExamplePhoneNumber', { regionCode: 'fr' });
  expect(fr).toEqual({ success: true, payload: { phoneNumber: '06 12 34 56 78' } });
  // No example for a region the library does not know: the reference UI then keeps its default placeholder.
  expect(await frameCall(page, 'getExamplePhoneNumber', { regionCode: 'ZZ' })).toEqual({ success: true, payload: {} });

  // The widget reads the same example from its own phone chunk, without a helper frame of its own.
  const framed: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/clientside-services/')) framed.push(request.url());
  });
  await mountInPage(page, { config: { products: ['otp'], otpOptions: { methods: ['sms'] } } });
  const field = page.getByRole('textbox', { name: 'Phone number' });
  await expect(field).toHaveAttribute('placeholder', '(123) 456-7890');
  const country = page.getByRole('combobox', { name: 'Country code' });
  await country.selectOption('GB');
  await expect(field).toHaveAttribute('placeholder', gb.payload.phoneNumber);
  await country.selectOption('FR');
  await expect(field).toHaveAttribute('placeholder', fr.payload.phoneNumber);
  expect(framed).toEqual([]);
});
