/**
 * React hosts given a public token: `<Login client="public-token-…">` renders its first screen before the client's
 * module has arrived, and a Continue pressed meanwhile is sent once it has, once; meanwhile `useAccount()` under a
 * token provider says the account is not known yet (not "signed out"); every component and provider given the same
 * token and options shares one client.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterAll, afterEach, expect, test, vi } from 'vitest';
import { startEmulator } from '@auth-widget/harness';
import { messagesTo } from '../../test/client/devApi.ts';
import { loadFirstScreen } from '../ui/firstScreen.ts';
import { localeKey } from '../ui/strings/useLocale.ts';
import { AuthProvider } from './AuthProvider.tsx';
import { clientFor } from './clientFor.ts';
import { Login } from './Login.tsx';
import { useAccount } from './useAccount.ts';
import { useAuthClient } from './useAuthClient.ts';

const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened, imported: false };
});

vi.mock('../client/createAuthClient.ts', async (importOriginal) => {
  await gate.opened;
  gate.imported = true;
  return importOriginal();
});

const emulator = await startEmulator({ port: 0 });
afterAll(() => emulator.stop());
afterEach(cleanup);

const CONFIG = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };
const EMAIL = 'react-token@example.com';

function AccountStatus() {
  const { user, checked } = useAccount();
  return <p data-testid="account">{user ? user.emails[0]?.email : checked ? 'signed out' : 'not known yet'}</p>;
}

test('<Login> given a public token renders before the client module arrives; a Continue pressed meanwhile is sent once it has, once', async () => {
  // The first screen's own lazy parts, loaded ahead: what is held back here is the client alone.
  await loadFirstScreen({ entry: 'login', config: CONFIG, localeKey: localeKey('en', true) });
  const clientOptions = { endpoints: { testApiUrl: emulator.url }, autoRefresh: false };
  render(
    <StrictMode>
      <AuthProvider client={emulator.publicToken} clientOptions={clientOptions}>
        <AccountStatus />
        <Login client={emulator.publicToken} clientOptions={clientOptions} config={CONFIG} />
      </AuthProvider>
    </StrictMode>,
  );
  const field = await screen.findByRole('textbox', { name: 'Email' });
  fireEvent.change(field, { target: { value: EMAIL } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(gate.imported).toBe(false);
  expect(await messagesTo(emulator, EMAIL)).toHaveLength(0);
  expect(screen.getByTestId('account').textContent).toBe('not known yet');

  gate.open();
  expect(await screen.findByRole('heading', { name: 'Enter passcode' }, { timeout: 10_000 })).toBeTruthy();
  expect((await screen.findByText('signed out')).dataset.testid).toBe('account');
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await messagesTo(emulator, EMAIL)).toHaveLength(1);
  await clientFor(emulator.publicToken, clientOptions).flushEvents();
});

test('one client per token and options in a page, for a provider and a component alike; a client passed in is itself', () => {
  const options = { endpoints: { testApiUrl: emulator.url }, autoRefresh: false };
  const seen: unknown[] = [];
  function Probe() {
    seen.push(useAuthClient());
    return null;
  }
  render(
    <StrictMode>
      <AuthProvider client={emulator.publicToken} clientOptions={options}>
        <Probe />
      </AuthProvider>
    </StrictMode>,
  );
  const made = clientFor(emulator.publicToken, { ...options });
  expect(new Set(seen)).toEqual(new Set([made]));
  expect(clientFor(emulator.publicToken, { ...options, timeoutMs: 5_000 })).not.toBe(made);
  expect(clientFor(made)).toBe(made);
  // Options holding a function (a captcha's token) are the same options only with the same function.
  const captchaToken = () => Promise.resolve('token');
  const withCaptcha = clientFor(emulator.publicToken, { ...options, captchaToken });
  expect(clientFor(emulator.publicToken, { ...options, captchaToken })).toBe(withCaptcha);
  expect(clientFor(emulator.publicToken, { ...options, captchaToken: () => Promise.resolve('token') })).not.toBe(withCaptcha);
  expect(withCaptcha).not.toBe(made);
  // A bad option is refused at once, as `createAuthClient` refuses it.
  expect(() => clientFor(emulator.publicToken, { timeoutMs: -1 })).toThrow(/timeoutMs/);
});
