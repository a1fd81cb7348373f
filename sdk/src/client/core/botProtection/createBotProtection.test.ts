import { describe, expect, it, vi } from 'vitest';
import { createBotProtection } from './createBotProtection.ts';
import { botProtectionUrls } from './botProtectionRuntime.ts';
import { DEFAULT_BOOTSTRAP } from '../bootstrap.ts';
import { isAuthError } from '../AuthError.ts';
import type { BootstrapData } from '../../../protocol/types.ts';

type Setting = { captcha: boolean; dfp: false | 'OBSERVATION' | 'DECISIONING' };

function protection(setting: Setting, sources: { captcha?: () => Promise<string>; dfp?: () => Promise<string> } = {}) {
  let n = 0;
  const captchaToken = vi.fn(sources.captcha ?? (async () => `captcha-${++n}`));
  const dfpTelemetryId = vi.fn(sources.dfp ?? (async () => `dfp-${++n}`));
  const data: BootstrapData = {
    ...DEFAULT_BOOTSTRAP,
    captcha_settings: { enabled: setting.captcha, siteKey: 'site-key' },
    dfp_protected_auth_enabled: setting.dfp !== false,
    dfp_protected_auth_mode: setting.dfp === false ? 'OBSERVATION' : setting.dfp,
  };
  const bootstrap = vi.fn(async () => data);
  const bot = createBotProtection({ publicToken: 'public-token-test-x', apiUrl: 'http://127.0.0.1:1', endpoints: {}, bootstrap, captchaToken, dfpTelemetryId });
  return { bot, captchaToken, dfpTelemetryId };
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

const settings: Setting[] = [
  { captcha: false, dfp: false },
  { captcha: true, dfp: false },
  { captcha: false, dfp: 'OBSERVATION' },
  { captcha: true, dfp: 'OBSERVATION' },
  { captcha: false, dfp: 'DECISIONING' },
  { captcha: true, dfp: 'DECISIONING' },
];

// The reference SDK's CaptchaProvider and DFPProtectedAuthProvider, read from its code: which fields each setting
// adds to a first try (per kind of call), and to the one retry of "Captcha required" (null: no retry, the error).
const table: Record<string, { dfp: string[]; captcha: string[]; retry: string[] | null }> = {
  'captcha off, DFP off': { dfp: [], captcha: [], retry: null },
  'captcha on, DFP off': { dfp: ['captcha_token'], captcha: ['captcha_token'], retry: null },
  'captcha off, DFP OBSERVATION': { dfp: ['dfp_telemetry_id'], captcha: [], retry: ['dfp_telemetry_id'] },
  'captcha on, DFP OBSERVATION': { dfp: ['captcha_token', 'dfp_telemetry_id'], captcha: ['captcha_token'], retry: ['captcha_token', 'dfp_telemetry_id'] },
  'captcha off, DFP DECISIONING': { dfp: ['dfp_telemetry_id'], captcha: [], retry: ['dfp_telemetry_id'] },
  'captcha on, DFP DECISIONING': { dfp: ['dfp_telemetry_id'], captcha: ['captcha_token'], retry: ['captcha_token', 'dfp_telemetry_id'] },
};
const name = (s: Setting) => `captcha ${s.captcha ? 'on' : 'off'}, DFP ${s.dfp || 'off'}`;

describe('bot protection: the mode table', () => {
  for (const setting of settings) {
    const expected = table[name(setting)]!;
    it(`${name(setting)}: dfp calls send [${expected.dfp.join(', ')}], captcha calls [${expected.captcha.join(', ')}], retry ${expected.retry ? `[${expected.retry.join(', ')}]` : 'none'}`, async () => {
      const { bot } = protection(setting);
      expect(Object.keys(await bot.fields('dfp')).sort()).toEqual(expected.dfp);
      expect(Object.keys(await bot.fields('captcha')).sort()).toEqual(expected.captcha);
      if (expected.retry) {
        const first = await bot.fields('dfp');
        const retry = await bot.retryFields();
        expect(Object.keys(retry).sort()).toEqual(expected.retry);
        // Fresh: never the first try's values again.
        for (const value of Object.values(first)) expect(Object.values(retry)).not.toContain(value);
      } else {
        const error = await failure(bot.retryFields());
        expect(isAuthError(error, 'captcha_unavailable')).toBe(true);
      }
    });
  }

  it('asks no source and loads nothing when bootstrap has both off', async () => {
    const { bot, captchaToken, dfpTelemetryId } = protection({ captcha: false, dfp: false });
    expect(await bot.fields('dfp')).toEqual({});
    expect(captchaToken).not.toHaveBeenCalled();
    expect(dfpTelemetryId).not.toHaveBeenCalled();
  });

  it('turns a failing, empty or non-string source into "Unable to query captcha and/or dfp telemetry ID", with the reason', async () => {
    const blocked = protection({ captcha: true, dfp: false }, { captcha: async () => Promise.reject(new Error('blocked by an extension')) });
    const error = await failure(blocked.bot.fields('captcha'));
    expect(isAuthError(error, 'captcha_unavailable')).toBe(true);
    expect((error as Error).message).toBe('Unable to query captcha and/or dfp telemetry ID');
    expect(((error as Error).cause as Error).message).toBe('blocked by an extension');
    const empty = protection({ captcha: false, dfp: 'OBSERVATION' }, { dfp: async () => '' });
    expect(isAuthError(await failure(empty.bot.fields('dfp')), 'captcha_unavailable')).toBe(true);
    const odd = protection({ captcha: true, dfp: false }, { captcha: async () => ({}) as unknown as string });
    expect(isAuthError(await failure(odd.bot.fields('captcha')), 'captcha_unavailable')).toBe(true);
  });

  it('gives up on a source that never answers', async () => {
    vi.useFakeTimers();
    try {
      const hung = protection({ captcha: true, dfp: false }, { captcha: () => new Promise<string>(() => {}) });
      const pending = failure(hung.bot.fields('captcha'));
      await vi.advanceTimersByTimeAsync(15_001);
      expect(isAuthError(await pending, 'captcha_unavailable')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('botProtectionUrls', () => {
  it('uses the emulator\'s stand-ins for a test token, the real hosts for a live one, and endpoints over both', () => {
    expect(botProtectionUrls({ publicToken: 'public-token-test-1', apiUrl: 'http://127.0.0.1:4455', endpoints: {} })).toEqual({
      captchaScript: 'http://127.0.0.1:4455/__recaptcha/enterprise.js',
      dfpScript: 'http://127.0.0.1:4455/__dfp/telemetry.js',
      dfpBackend: 'http://127.0.0.1:4455/__dfp',
    });
    const live = botProtectionUrls({ publicToken: 'public-token-live-1', apiUrl: 'https://api.example.com', endpoints: {} });
    expect(live.captchaScript).toBe('https://www.google.com/recaptcha/enterprise.js');
    expect(live.dfpBackend).toMatch(/^https:\/\/telemetry\./);
    const custom = botProtectionUrls({
      publicToken: 'public-token-live-1',
      apiUrl: 'https://api.example.com',
      endpoints: { captchaScriptUrl: 'https://cdn.example.com/r.js', dfpScriptUrl: 'https://cdn.example.com/t.js', dfpBackendUrl: 'https://dfp.example.com/' },
    });
    expect(custom).toEqual({ captchaScript: 'https://cdn.example.com/r.js', dfpScript: 'https://cdn.example.com/t.js', dfpBackend: 'https://dfp.example.com' });
  });
});
