import { describe, expect, it } from 'vitest';
import { EMULATOR_RECAPTCHA_SITE_KEY } from '../botProtection/protocol.ts';
import { useEmulator, seedSession } from '../testing.ts';

const api = useEmulator({ name: 'Start-up project' });

describe('dev state routes', () => {
  it('lists telemetry events and OAuth starts', async () => {
    await api.call('POST', '/events', { events: [{ name: 'sdk_instance_instantiated', details: {} }] });
    expect((await api.raw('GET', '/__dev/api/events')).json.events).toEqual([
      expect.objectContaining({ name: 'sdk_instance_instantiated' }),
    ]);
    await api.raw('GET', `/v1/public/oauth/google/start?public_token=${api.emulator.publicToken}`);
    expect((await api.raw('GET', '/__dev/api/oauth')).json.starts).toEqual([
      expect.objectContaining({ provider: 'google', error: 'no_login_redirect_urls_set' }),
    ]);
  });

  it('resets to the start-up project, keeping the signing key', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    api.emulator.store.deliver({ channel: 'email', to: 'a@example.com', subject: 's', body: 'b', code: null, link: null });
    await api.raw('POST', '/__dev/api/faults', { path: '/nope', status: 500 });
    await api.raw('PUT', '/__dev/api/project', { name: 'Changed', disable_sdk_watermark: true });
    const kid = api.emulator.runtime.key.kid;

    const res = await api.raw('POST', '/__dev/api/reset');
    expect(res.status).toBe(200);
    expect(res.json.project).toMatchObject({ name: 'Start-up project', disable_sdk_watermark: false });
    const state = api.emulator.store.state;
    expect([Object.keys(state.users), Object.keys(state.sessions), state.messages, state.faults]).toEqual([[], [], [], []]);
    expect((await api.call('GET', '/users/me', undefined, sessionToken)).json.error_type).toBe('session_not_found');
    expect((await api.raw('GET', '/.well-known/jwks.json')).json.keys[0].kid).toBe(kid);
  });

  it('applies project changes given with the reset', async () => {
    const res = await api.raw('POST', '/__dev/api/reset', { pkce_required_for_oauth: true, captcha_settings: { enabled: true } });
    expect(res.json.project).toMatchObject({ pkce_required_for_oauth: true, captcha_settings: { enabled: true, siteKey: EMULATOR_RECAPTCHA_SITE_KEY } });
    expect(api.emulator.store.project.pkce_required_for_oauth).toBe(true);
  });

  it('refuses bad changes before forgetting anything', async () => {
    await seedSession(api.emulator);
    const res = await api.raw('POST', '/__dev/api/reset', { pkce_required_for_oauth: 'yes' });
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_project_config');
    expect(Object.keys(api.emulator.store.state.users)).toHaveLength(1);
  });
});
