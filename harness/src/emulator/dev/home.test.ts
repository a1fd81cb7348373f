import { describe, expect, it } from 'vitest';
import { useEmulator } from '../testing.ts';

const api = useEmulator();

describe('GET /__dev', () => {
  it('links the pages and lists the JSON routes', async () => {
    const page = await api.raw('GET', '/__dev');
    expect(page.status).toBe(200);
    for (const link of ['href="/__dev/inbox"', 'href="/__dev/errors"']) expect(page.text).toContain(link);
    for (const route of [
      '/__dev/api/messages',
      '/__dev/api/project',
      '/__dev/api/faults',
      '/__dev/api/reset',
      '/__dev/api/captcha',
      'GET /__dev/api/bot-protection',
      'PUT /__dev/api/bot-protection',
      'DELETE /__dev/api/bot-protection/log',
      'PUT /__dev/api/users/{user_id}',
      '/__recaptcha/enterprise.js?render=&lt;siteKey&gt;',
      '/__dfp/telemetry.js',
    ]) {
      expect(page.text).toContain(route);
    }
    expect(page.text).toContain('mutate: hang | drip | truncate | wrong_types | missing_fields | oversized | storm');
  });
});
