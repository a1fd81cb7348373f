/**
 * A mount from a public token renders its first screen before the client's module has arrived, and a press made
 * meanwhile is sent once it has: the passcode screen, one send. The client's module is held back here until the test
 * lets it through.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterAll, expect, test, vi } from 'vitest';
import { startEmulator } from '@auth-widget/harness';
import { messagesTo } from '../../../test/client/devApi.ts';
import { loadFirstScreen } from '../firstScreen.ts';
import { localeKey } from '../strings/useLocale.ts';
import { mountLogin } from './mount.tsx';

const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened, imported: false };
});

vi.mock('../../client/createAuthClient.ts', async (importOriginal) => {
  await gate.opened;
  gate.imported = true;
  return importOriginal();
});

const emulator = await startEmulator({ port: 0 });
afterAll(() => emulator.stop());

const CONFIG = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };
const EMAIL = 'early@example.com';

test('renders Main before the client module arrives, and a Continue pressed meanwhile is sent once it has, once', async () => {
  // The first screen's own lazy parts, loaded ahead: what is held back here is the client alone.
  await loadFirstScreen({ entry: 'login', config: CONFIG, localeKey: localeKey('en', true) });
  document.body.innerHTML = '<div id="login"></div>';
  const mounted = mountLogin({
    elementId: '#login',
    client: emulator.publicToken,
    clientOptions: { endpoints: { testApiUrl: emulator.url }, autoRefresh: false },
    config: CONFIG,
  });
  const field = await screen.findByRole('textbox', { name: 'Email' });
  fireEvent.change(field, { target: { value: EMAIL } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(gate.imported).toBe(false);
  expect(await messagesTo(emulator, EMAIL)).toHaveLength(0);

  gate.open();
  expect(await screen.findByRole('heading', { name: 'Enter passcode' }, { timeout: 10_000 })).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await messagesTo(emulator, EMAIL)).toHaveLength(1);
  mounted.unmount();
  // The disposed client's last telemetry goes out while the emulator still listens.
  await new Promise((resolve) => setTimeout(resolve, 300));
});
