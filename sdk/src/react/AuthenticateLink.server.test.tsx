// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createAuthClient } from '../client/createAuthClient.ts';
import { EMULATOR_PUBLIC_TOKEN } from '../protocol/constants.ts';
import { AuthenticateLink } from './AuthenticateLink.tsx';
import { AuthProvider } from './AuthProvider.tsx';
import { useResetToken } from './useResetToken.ts';

const client = createAuthClient(EMULATOR_PUBLIC_TOKEN, { endpoints: { testApiUrl: 'http://127.0.0.1:9' } });

function ResetTokenProbe() {
  const token = useResetToken();
  return <p>{token === null ? 'not yet' : token}</p>;
}

describe('on a server (no window)', () => {
  it('<AuthenticateLink> renders its first text, in the host\'s words when given, and reads no link', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <AuthProvider client={client}>
        <AuthenticateLink />
        <AuthenticateLink texts={{ checking: 'Einen Moment…' }} />
      </AuthProvider>,
    );
    expect(html).toBe('<p role="status">Checking your link…</p><p role="status">Einen Moment…</p>');
  });

  it('<AuthenticateLink heading> renders the heading first: English, the site\'s own, none yet in another language', () => {
    const html = renderToString(
      <AuthProvider client={client}>
        <AuthenticateLink heading />
        <AuthenticateLink heading locale="de" texts={{ signingIn: 'Einen Moment…' }} />
        <AuthenticateLink heading locale="de" />
      </AuthProvider>,
    );
    expect(html).toBe(
      '<h1>Signing you in</h1><p role="status">Checking your link…</p><h1>Einen Moment</h1><p role="status"></p><p role="status"></p>',
    );
  });

  it('useResetToken is null', () => {
    expect(renderToString(<ResetTokenProbe />)).toBe('<p>not yet</p>');
  });
});
