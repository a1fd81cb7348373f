import { describe, expect, it } from 'vitest';
import { useEmulator } from '../testing.ts';
import { catalogueTypes } from './errorCatalogue.ts';

const api = useEmulator();

describe('GET /__dev/errors', () => {
  it('has an anchor for every catalogued type, the target of error_url', async () => {
    const page = await api.raw('GET', '/__dev/errors');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    for (const type of catalogueTypes()) expect(page.text).toContain(`id="${type}"`);
    expect(page.text).toMatch(/id="session_not_found">\s*<h2><code>session_not_found<\/code> <span class="pill">ends the session/);
  });

  it('explains the type an API error links to', async () => {
    const error = await api.call('GET', '/users/me');
    const url = new URL(error.json.error_url);
    expect(url.pathname).toBe('/__dev/errors');
    const page = await api.raw('GET', url.pathname);
    expect(page.text).toContain(`id="${url.hash.slice(1)}"`);
  });
});
