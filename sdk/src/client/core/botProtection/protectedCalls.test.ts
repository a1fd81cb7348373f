import { describe, expect, it } from 'vitest';
import { createAuthClient } from '../../createAuthClient.ts';
import { DEFAULT_BOOTSTRAP } from '../bootstrap.ts';
import { BOT_PROTECTED_CALLS } from '@auth-widget/harness';
import { SDK_BASE_PATH } from '../../../protocol/callWire.ts';

/**
 * Every protected call of the client, with bootstrap turning captcha on and DFP Protected Auth on in OBSERVATION
 * (the setting where both kinds differ): each `dfp` call carries a telemetry id and a token, each `captcha` call the
 * token alone, and no other call carries either; the set of calls is the emulator's `BOT_PROTECTED_CALLS`, the
 * calls it checks. A fetch stands in for the provider: it answers bootstrap, and refuses every other call with a
 * JSON error, which is never retried, so each call shows its one request.
 */
describe('the protected calls', () => {
  it('carry the fields of their kind, exactly on the calls the emulator checks', async () => {
    const sent: { path: string; body: Record<string, unknown> }[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      const path = new URL(String(input)).pathname.slice(SDK_BASE_PATH.length);
      if (path.startsWith('/projects/bootstrap/')) {
        const data = { ...DEFAULT_BOOTSTRAP, captcha_settings: { enabled: true, siteKey: 'k' }, dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'OBSERVATION' };
        return new Response(JSON.stringify({ data }), { status: 200 });
      }
      if (path !== '/events') sent.push({ path, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
      return new Response(JSON.stringify({ status_code: 400, error_type: 'refused_in_test', error_message: 'refused' }), { status: 400 });
    };
    let n = 0;
    const client = createAuthClient('public-token-test-protected', {
      fetch: fetchImpl,
      autoRefresh: false,
      captchaToken: async () => `captcha-${++n}`,
      dfpTelemetryId: async () => `dfp-${++n}`,
    });
    const phone = '+12025550123';
    const email = 'ada@example.com';
    const calls: (() => Promise<unknown>)[] = [
      () => client.magicLinks.email.loginOrCreate(email),
      () => client.magicLinks.email.send(email),
      () => client.otps.sms.loginOrCreate(phone),
      () => client.otps.sms.send(phone),
      () => client.otps.whatsapp.loginOrCreate(phone),
      () => client.otps.whatsapp.send(phone),
      () => client.otps.email.loginOrCreate(email),
      () => client.otps.email.send(email),
      () => client.otps.authenticate('123456', 'method-1', { session_duration_minutes: 30 }),
      () => client.cryptoWallets.authenticateStart({ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum' }),
      () => client.cryptoWallets.authenticate({ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum', signature: '0x1', session_duration_minutes: 30 }),
      () => client.totps.authenticate({ totp_code: '123456', session_duration_minutes: 30 }),
      () => client.totps.recover({ recovery_code: 'abcd-efgh', session_duration_minutes: 30 }),
      () => client.passwords.create({ email, password: 'x', session_duration_minutes: 30 }),
      () => client.passwords.authenticate({ email, password: 'x', session_duration_minutes: 30 }),
      () => client.passwords.resetByEmailStart({ email }),
      () => client.passwords.resetByEmail({ token: 't', password: 'x', session_duration_minutes: 30 }),
      () => client.passwords.resetByExistingPassword({ email, existing_password: 'x', new_password: 'y', session_duration_minutes: 30 }),
      () => client.user.search(email),
      // Not protected: its body must stay as it is.
      () => client.passwords.strengthCheck({ password: 'x' }),
    ];
    for (const call of calls) await call().catch(() => undefined);
    client.dispose();

    const fieldsOf = (body: Record<string, unknown>) => ['captcha_token', 'dfp_telemetry_id'].filter((key) => key in body);
    const seen = Object.fromEntries(sent.map(({ path, body }) => [path, fieldsOf(body)]));
    const expected = Object.fromEntries(
      Object.entries(BOT_PROTECTED_CALLS)
        // Secondary sends and a password reset by session need a session (the last refuses without one, before
        // sending); a passkey needs the browser's WebAuthn. The browser suite covers `/webauthn/authenticate`.
        .filter(([path]) => !path.endsWith('/secondary') && path !== '/passwords/session/reset' && path !== '/webauthn/authenticate')
        .map(([path, kind]) => [path, kind === 'dfp' ? ['captcha_token', 'dfp_telemetry_id'] : ['captcha_token']]),
    );
    expect(seen).toEqual({ ...expected, '/passwords/strength_check': [] });
  });
});
