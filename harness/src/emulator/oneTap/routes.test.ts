import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../testing.ts';

const api = useEmulator();

describe('the emulator playing Google', () => {
  it('serves a GSI script for any page, offering the default account or the one the URL names', async () => {
    const script = await api.raw('GET', '/__google/gsi/client');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(script.text).toContain('{"email":"ada@google.example","name":"Ada Lovelace"}');
    expect(script.text).toContain(JSON.stringify(api.emulator.url));
    for (const name of ['initialize', 'prompt', 'cancel', '__emulatorGoogleAccount', 'textContent']) expect(script.text).toContain(name);
    expect(script.text).not.toContain('innerHTML');

    const named = await api.raw('GET', `/__google/gsi/client?email=${encodeURIComponent('lin@example.com')}&name=${encodeURIComponent('</script><b>')}`);
    expect(named.text).toContain('{"email":"lin@example.com","name":"</script><b>"}');
  });

  it('mints an ID token for the client ID and account the prompt names, readable from any origin', async () => {
    const res = await api.raw('POST', '/__google/gsi/credential', { client_id: 'c.apps.googleusercontent.com', email: 'lin@example.com', name: 'Lin' }, {
      headers: { 'Content-Type': 'text/plain', Origin: 'https://elsewhere.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(decodeJwt(res.json.credential)).toMatchObject({
      iss: 'https://accounts.google.com',
      aud: 'c.apps.googleusercontent.com',
      email: 'lin@example.com',
      email_verified: true,
      name: 'Lin',
      sub: expect.any(String),
    });
    const certs = await api.raw('GET', '/__google/oauth2/v3/certs');
    expect(certs.json.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', kid: expect.any(String) });

    const bad = await api.raw('POST', '/__google/gsi/credential', { client_id: 'c', email: 'nope' });
    expect(bad.status).toBe(400);
  });
});
