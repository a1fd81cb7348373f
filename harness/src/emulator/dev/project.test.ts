import { describe, expect, it } from 'vitest';
import { EMULATOR_RECAPTCHA_SITE_KEY } from '../botProtection/protocol.ts';
import { defaultProject } from '../project.ts';
import { useEmulator } from '../testing.ts';

const api = useEmulator();

describe('/__dev/api/project', () => {
  it('reads the whole project config', async () => {
    const res = await api.raw('GET', '/__dev/api/project');
    expect(res.status).toBe(200);
    expect(res.json).toEqual(defaultProject());
  });

  it('merges a partial change, nested objects included, and the protocol sees it', async () => {
    const res = await api.raw('PUT', '/__dev/api/project', {
      pkce_required_for_oauth: true,
      captcha_settings: { enabled: true },
      password_config: { luds_minimum_count: 12 },
      password_strength_policy: 'luds',
      redirect_urls: ['https://shop.example/auth'],
      allowed_origins: ['https://shop.example'],
      oauth_providers: ['google', 'github'],
      dfp_protected_auth_mode: 'DECISIONING',
      cname_domain: null,
      rbac_policy: { roles: [{ role_id: 'editor', permissions: [{ resource_id: 'documents', actions: ['read', 'write'] }] }], resources: [{ resource_id: 'documents' }] },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      pkce_required_for_oauth: true,
      captcha_settings: { enabled: true, siteKey: EMULATOR_RECAPTCHA_SITE_KEY },
      password_config: { luds_complexity: 3, luds_minimum_count: 12 },
      password_strength_policy: 'luds',
      oauth_providers: ['google', 'github'],
    });
    expect(api.emulator.store.project.redirect_urls).toEqual(['https://shop.example/auth']);
    const bootstrap = await api.call('GET', `/projects/bootstrap/${api.emulator.publicToken}`);
    expect(bootstrap.json.data.pkce_required_for_oauth).toBe(true);
    expect(bootstrap.json.data.password_config.luds_minimum_count).toBe(12);
    expect(bootstrap.json.data.rbac_policy.roles[0]).toMatchObject({ role_id: 'editor' });
  });

  it('refuses unknown fields and wrong types, naming each, and changes nothing', async () => {
    const res = await api.raw('PUT', '/__dev/api/project', {
      pkce_required_for_oauth: 'yes',
      colour: 'blue',
      captcha_settings: { enabled: true, secret: 'x' },
      password_config: { luds_complexity: 9 },
      password_strength_policy: 'strong',
      redirect_urls: ['not a url'],
      allowed_origins: ['https://shop.example/path'],
      oauth_providers: ['myspace'],
      email_domains: [1],
      otp_max_attempts: 0,
      password_max_attempts: 101,
      password_lockout_minutes: 0,
      totp_max_attempts: 2.5,
      totp_lockout_minutes: 1441,
      organizations: [{ organization_id: 'x' }],
      rbac_policy: { roles: [] },
    });
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_project_config');
    const message: string = res.json.error_message;
    for (const part of [
      'unknown field colour',
      'pkce_required_for_oauth must be a boolean',
      'captcha_settings has an unknown field secret',
      'password_config.luds_complexity must be a whole number from 0 to 4',
      'password_strength_policy must be one of zxcvbn, luds',
      'redirect_urls has "not a url"',
      'allowed_origins has "https://shop.example/path", which is not an origin',
      'oauth_providers has "myspace"',
      'email_domains must be an array of strings',
      'otp_max_attempts must be a whole number from 1 to 100',
      'password_max_attempts must be a whole number from 1 to 100',
      'password_lockout_minutes must be a whole number from 1 to 1440',
      'totp_max_attempts must be a whole number from 1 to 100',
      'totp_lockout_minutes must be a whole number from 1 to 1440',
      'organizations must be an array of',
      'rbac_policy must be null or an object with roles and resources arrays',
    ]) {
      expect(message).toContain(part);
    }
    expect(api.emulator.store.project).toEqual(defaultProject());
  });

  it('sets how a right but breached password is answered at login, one of the two types', async () => {
    expect(api.emulator.store.project.breached_login_error_type).toBe('reset_password');
    const set = await api.raw('PUT', '/__dev/api/project', { breached_login_error_type: 'breached_password' });
    expect(set.status).toBe(200);
    expect(api.emulator.store.project.breached_login_error_type).toBe('breached_password');
    const bad = await api.raw('PUT', '/__dev/api/project', { breached_login_error_type: 'weak_password' });
    expect(bad.json.error_message).toContain('breached_login_error_type must be one of reset_password, breached_password');
  });

  it('refuses a body that is not an object, and a public token without the prefix', async () => {
    const list = await api.raw('PUT', '/__dev/api/project', [1]);
    expect(list.status).toBe(400);
    expect(list.json.body[0].message).toBe('must be a JSON object');
    const token = await api.raw('PUT', '/__dev/api/project', { public_token: 'pk_live_x' });
    expect(token.json.error_message).toContain('public_token must start with public-token-');
  });
});
