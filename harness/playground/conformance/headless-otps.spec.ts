/**
 * The reference provider's headless client, `otps` namespace, on the emulator: SMS, WhatsApp and email passcodes
 * (login_or_create, send primary without a session and secondary with one) and their authenticate.
 */
import type { Request } from '@playwright/test';
import {
  expectReferenceSignedIn,
  newReferenceClient,
  referenceSignUp,
  type ReferenceWindow,
} from './referenceClient.ts';
import { expect, test } from './test.ts';

type Channel = 'sms' | 'whatsapp' | 'email';

const CHANNELS: { channel: Channel; to: string; second: string }[] = [
  { channel: 'sms', to: '+12025550101', second: '+12025550102' },
  { channel: 'whatsapp', to: '+12025550111', second: '+12025550112' },
  { channel: 'email', to: 'otp-user@example.com', second: 'otp-second@example.com' },
];

for (const { channel, to, second } of CHANNELS) {
  test(`${channel}: loginOrCreate, then authenticate with the code signs the new user in`, async ({ page, openReference, inbox }) => {
    await openReference(page);
    await newReferenceClient(page);
    const sent = await page.evaluate(
      ({ channel, to }) => (window as ReferenceWindow).ref.otps[channel].loginOrCreate(to, { expiration_minutes: 5 }),
      { channel, to },
    );
    expect(sent.method_id).toBeTruthy();
    const code = await inbox.code(to);
    const answer = await page.evaluate(
      ({ code, methodId }) => (window as ReferenceWindow).ref.otps.authenticate(code, methodId, { session_duration_minutes: 30 }),
      { code, methodId: sent.method_id },
    );
    expect(answer.method_id).toBe(sent.method_id);
    const state = await expectReferenceSignedIn(page);
    const factors = channel === 'email' ? state.user?.emails.map((e: any) => e.email) : state.user?.phone_numbers.map((p: any) => p.phone_number);
    expect(factors).toEqual([to]);
  });

  test(`${channel}: send is primary for a known user without a session, secondary with one (adds the factor)`, async ({
    page,
    openReference,
    inbox,
  }) => {
    await openReference(page);
    await newReferenceClient(page);
    const paths: string[] = [];
    page.on('request', (request: Request) => paths.push(new URL(request.url()).pathname));
    // A known user: created by a first passcode login, then signed out.
    const first = await page.evaluate(
      ({ channel, to }) => (window as ReferenceWindow).ref.otps[channel].loginOrCreate(to, { expiration_minutes: 5 }),
      { channel, to },
    );
    await page.evaluate(
      ({ code, methodId }) => (window as ReferenceWindow).ref.otps.authenticate(code, methodId, { session_duration_minutes: 30 }),
      { code: await inbox.code(to), methodId: first.method_id },
    );
    await page.evaluate(() => (window as ReferenceWindow).ref.session.revoke());

    const primary = await page.evaluate(
      ({ channel, to }) => (window as ReferenceWindow).ref.otps[channel].send(to, { expiration_minutes: 5 }),
      { channel, to },
    );
    expect(paths).toContain(`/sdk/v1/otps/${channel}/send/primary`);
    await page.evaluate(
      ({ code, methodId }) => (window as ReferenceWindow).ref.otps.authenticate(code, methodId, { session_duration_minutes: 30 }),
      { code: await inbox.code(to, { after: 1 }), methodId: primary.method_id },
    );
    await expectReferenceSignedIn(page);

    const secondary = await page.evaluate(
      ({ channel, to }) => (window as ReferenceWindow).ref.otps[channel].send(to, { expiration_minutes: 5 }),
      { channel, to: second },
    );
    expect(paths).toContain(`/sdk/v1/otps/${channel}/send/secondary`);
    await page.evaluate(
      ({ code, methodId }) => (window as ReferenceWindow).ref.otps.authenticate(code, methodId, { session_duration_minutes: 30 }),
      { code: await inbox.code(second), methodId: secondary.method_id },
    );
    const state = await expectReferenceSignedIn(page);
    const factors = channel === 'email' ? state.user?.emails.map((e: any) => e.email) : state.user?.phone_numbers.map((p: any) => p.phone_number);
    expect([...factors].sort()).toEqual([to, second].sort());
  });
}

test('email send/secondary from a password session adds a verified email', async ({ page, openReference, inbox }) => {
  await openReference(page);
  await newReferenceClient(page);
  await referenceSignUp(page, 'otp-pw@example.com');
  const sent = await page.evaluate(() => (window as ReferenceWindow).ref.otps.email.send('otp-pw-2@example.com', { expiration_minutes: 5 }));
  await page.evaluate(
    ({ code, methodId }) => (window as ReferenceWindow).ref.otps.authenticate(code, methodId, { session_duration_minutes: 30 }),
    { code: await inbox.code('otp-pw-2@example.com'), methodId: sent.method_id },
  );
  const state = await expectReferenceSignedIn(page);
  expect(state.user?.emails.map((e: any) => e.email).sort()).toEqual(['otp-pw-2@example.com', 'otp-pw@example.com']);
});
