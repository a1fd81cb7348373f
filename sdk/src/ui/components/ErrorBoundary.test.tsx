import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { signIn } from '../../../test/client/signIn.ts';
import { setupEmulatorClient } from '../../../test/client/setupEmulatorClient.ts';
import type { User } from '../../protocol/types.ts';
import type { WidgetConfig } from '../config.ts';
import type { GroupScreens } from '../screens/groupScreens.ts';

const env = setupEmulatorClient();

/** What a broken screen's error says: it must reach no log line (it could be a provider's text or a token). */
const SECRET = 'provider said: session_token=secret-value-123';
const ERROR_TEXT = 'Something went wrong and this screen could not be shown.';

const REDIRECT = 'http://localhost:3000/authenticate';
const magicLinks: WidgetConfig = {
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: REDIRECT, signupRedirectURL: REDIRECT },
};

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.doUnmock('../screens/email/index.ts');
  vi.doUnmock('../screens/main/MainScreen.tsx');
  vi.restoreAllMocks();
  document.getElementById('auth-widget-styles')?.remove();
});

/** Whether the wrapped screens throw: on until a test turns it off. */
const broken = { on: true };

/** `Screen`, except that it throws while `broken.on` (a render error of any kind, whatever the client checks). */
function breakable<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  return function Breakable(props: P) {
    if (broken.on) throw new TypeError(SECRET);
    return <Screen {...props} />;
  };
}

/** The widget's modules afresh (module state is per import), with Email Confirmation made breakable. */
async function freshWidget() {
  vi.resetModules();
  broken.on = true;
  vi.doMock('../screens/email/index.ts', async (importOriginal) => {
    const original = await importOriginal<{ screens: GroupScreens }>();
    return { ...original, screens: { EmailConfirmation: breakable(original.screens.EmailConfirmation!) } };
  });
  const [{ renderWidget }, atoms] = await Promise.all([import('../../../test/ui/renderWidget.tsx'), import('../state/atoms.ts')]);
  return { renderWidget, ...atoms };
}

/** The console lines written so far, each as one string. */
function loggedLines(): string[] {
  return consoleError.mock.calls.map((args) => args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(' '));
}

/** The one error report, an AuthError whose cause is what the screen threw. */
function expectOneReport(errors: unknown[], screenName: string) {
  expect(errors).toHaveLength(1);
  const [error] = errors;
  // By shape: the widget's modules are imported afresh, with an AuthError class of their own.
  expect(error).toMatchObject({ name: 'AuthError', code: 'other' });
  expect((error as Error).message).toBe(`The ${screenName} screen failed to render.`);
  expect((error as Error).cause).toBeInstanceOf(TypeError);
  expect(((error as Error).cause as Error).message).toBe(SECRET);
}

describe('a screen that throws while rendering', () => {
  it('is replaced by the error screen, reported once, and "Start over" returns to a working Main', async () => {
    const widget = await freshWidget();
    const view = widget.renderWidget(env.client(), magicLinks, {
      prepare: (store) => {
        store.set(widget.magicLinkStateAtom, { email: 'ada@example.com' });
        store.set(widget.screenAtom, 'EmailConfirmation');
      },
    });
    // Announced: the text is the banner's, an alert.
    expect((await screen.findByText(ERROR_TEXT)).closest('.aw-banner')?.getAttribute('role')).toBe('alert');
    const startOver = screen.getByRole('button', { name: 'Start over' });
    // The widget is never blank: the error screen is inside its root, and nothing else of the broken screen shows.
    expect(view.container.querySelector('.aw-root .aw-screen')?.contains(startOver)).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
    expectOneReport(view.errors, 'EmailConfirmation');
    // Our own line names the screen and the error's class, never its message.
    expect(loggedLines().filter((line) => line.startsWith('auth-widget:'))).toEqual([
      'auth-widget: The EmailConfirmation screen failed to render (TypeError); see onError',
    ]);

    // The fault is gone (a transient one); "Start over" goes back to Main with a fresh boundary.
    broken.on = false;
    fireEvent.click(startOver);
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(screen.queryByText(ERROR_TEXT)).toBeNull();
    expect(view.store.get(widget.screenAtom)).toBe('Main');

    // And the widget works: a magic link is sent and Email Confirmation shows this time.
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(view.errors).toHaveLength(1);
    expect(view.eventTypes()).toEqual(['magic_link_sent']);
  });

  it('shows the error screen again when the screen still throws after "Start over", reporting each failure once', async () => {
    const widget = await freshWidget();
    const view = widget.renderWidget(env.client(), magicLinks);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
    expectOneReport(view.errors, 'EmailConfirmation');
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
    expect(view.errors).toHaveLength(2);
  });

  it('in the reset password entry: "Start over" returns to the reset form, with its token', async () => {
    const widget = await freshWidget();
    const view = widget.renderWidget(env.client(), { products: ['passwords'] }, {
      entry: 'resetPassword',
      prepare: (store) => {
        store.set(widget.resetPasswordStateAtom, { token: 'reset-token' });
        store.set(widget.magicLinkStateAtom, { email: 'ada@example.com' });
        store.set(widget.screenAtom, 'EmailConfirmation');
      },
    });
    expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(view.store.get(widget.screenAtom)).toBe('PasswordResetForm');
    expect(view.store.get(widget.resetPasswordStateAtom)).toEqual({ token: 'reset-token' });
  });

  it('in the passkey registration entry: a user whose webauthn_registrations is not a list, then back to its start screen', async () => {
    const { renderWidget } = await import('../../../test/ui/renderWidget.tsx');
    const { screenAtom } = await import('../state/atoms.ts');
    const client = env.client();
    await signIn(client);
    // The answer of the issue, handed to the screen as it is: what the client makes of answers is not tested here.
    const malformed = { ...client.user.getSync(), webauthn_registrations: {} } as unknown as User;
    const getSync = vi.spyOn(client.user, 'getSync').mockReturnValue(malformed);
    const view = renderWidget(client, { products: ['passkeys', 'emailMagicLinks'] }, {
      entry: 'passkeyRegistration',
      prepare: (store) => store.set(screenAtom, 'PasskeyRegistrationSuccess'),
    });
    expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Passkey successfully created' })).toBeNull();
    expect(view.errors).toHaveLength(1);
    expect(view.errors[0]).toMatchObject({ name: 'AuthError', code: 'other', message: 'The PasskeyRegistrationSuccess screen failed to render.' });
    expect((view.errors[0] as Error).cause).toBeInstanceOf(TypeError);

    getSync.mockRestore();
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('heading', { name: 'Set up a new Passkey' })).toBeTruthy();
    expect(view.store.get(screenAtom)).toBe('PasskeyRegistrationStart');
    // The start screen works: "Skip" leads to the success screen, which renders the (valid) user now.
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Passkey successfully created' })).toBeTruthy();
    expect(view.errors).toHaveLength(1);
  });

  it('in the React bindings: Main itself throwing shows the error screen, and "Start over" renders Main again', async () => {
    vi.resetModules();
    broken.on = true;
    vi.doMock('../screens/main/MainScreen.tsx', async (importOriginal) => {
      const original = await importOriginal<{ MainScreen: ComponentType }>();
      return { ...original, MainScreen: breakable(original.MainScreen) };
    });
    const { Login } = await import('../../react/Login.tsx');
    const errors: unknown[] = [];
    render(<Login client={env.client()} config={{ products: ['emailMagicLinks'] }} callbacks={{ onError: (e) => errors.push(e) }} />);
    expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
    expectOneReport(errors, 'Main');
    broken.on = false;
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(errors).toHaveLength(1);
  });

  it('through mountLogin: the error screen, and no console line carries the error\'s message', async () => {
    vi.resetModules();
    broken.on = true;
    vi.doMock('../screens/main/MainScreen.tsx', async (importOriginal) => {
      const original = await importOriginal<{ MainScreen: ComponentType }>();
      return { ...original, MainScreen: breakable(original.MainScreen) };
    });
    const { mountLogin } = await import('../mount/mount.tsx');
    const element = document.body.appendChild(document.createElement('div'));
    element.id = 'login';
    const errors: unknown[] = [];
    const mounted = mountLogin({ elementId: '#login', client: env.client(), config: magicLinks, callbacks: { onError: (e) => errors.push(e) } });
    try {
      expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
      expect(errors).toHaveLength(1);
      // React's own report of a caught error would print the message: the mount's root leaves it to the boundary.
      expect(loggedLines().filter((line) => line.includes(SECRET))).toEqual([]);
      expect(loggedLines()).toEqual(['auth-widget: The Main screen failed to render (TypeError); see onError']);
    } finally {
      mounted.unmount();
      element.remove();
    }
  });
});
