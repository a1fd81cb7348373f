import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupEmulatorClient } from '../../test/client/setupEmulatorClient.ts';

const env = setupEmulatorClient();
afterEach(() => {
  cleanup();
  vi.doUnmock('./screens/email/index.ts');
  vi.restoreAllMocks();
});

/** The widget's modules afresh, with no screen group loaded yet (module state is per import). */
async function freshWidget() {
  vi.resetModules();
  const [{ renderWidget }, atoms, groups] = await Promise.all([
    import('../../test/ui/renderWidget.tsx'),
    import('./state/atoms.ts'),
    import('./screens/screenGroups.ts'),
  ]);
  return { renderWidget, ...atoms, ...groups };
}

/** Renders the widget straight on Email Confirmation, as if a magic link had been sent. */
async function onEmailConfirmation() {
  const widget = await freshWidget();
  const view = widget.renderWidget(env.client(), { products: ['emailMagicLinks'] }, {
    prepare: (store) => {
      store.set(widget.magicLinkStateAtom, { email: 'ada@example.com' });
      store.set(widget.screenAtom, 'EmailConfirmation');
    },
  });
  return { ...widget, view };
}

describe('lazily loaded screens', () => {
  it('each screen but Main is exported by the group the switch loads it from', async () => {
    const { screenGroup } = await import('./ScreenSwitch.tsx');
    const { loadGroup } = await import('./screens/screenGroups.ts');
    const groups = ['otp', 'email', 'passwords', 'crypto', 'passkeys'] as const;
    const exported = await Promise.all(groups.map(async (group) => Object.keys((await loadGroup(group)).screens)));
    expect(exported.flat()).toHaveLength(19);
    groups.forEach((group, at) => {
      for (const name of exported[at]!) expect(screenGroup(name as Parameters<typeof screenGroup>[0]), name).toBe(group);
    });
  });

  it('shows an announced "Loading" while the group loads, then the screen with its texts and its heading focused', async () => {
    await onEmailConfirmation();
    // Announced: the text is inside a status region, the spinner hidden from screen readers.
    expect(screen.getByText('Loading').closest('[role="status"]')).toBeTruthy();
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    expect(screen.getByText('An email was sent to ada@example.com.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.querySelector('.aw-loading')).toBeNull();
  });

  it('renders a screen at once, without the fallback, once its group is loaded', async () => {
    const widget = await freshWidget();
    await widget.loadGroup('otp');
    const { store } = widget.renderWidget(env.client(), { products: ['otp'], otpOptions: { methods: ['email'] } });
    act(() => {
      store.set(widget.otpStateAtom, { type: 'email', methodId: 'm', otpDestination: 'ada@example.com' });
      store.set(widget.screenAtom, 'OTPAuthenticate');
    });
    expect(screen.getByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    expect(document.querySelector('.aw-loading')).toBeNull();
  });

  it('Main loads the groups its config can lead to right after its first render, and no others', async () => {
    const widget = await freshWidget();
    widget.renderWidget(env.client(), { products: ['otp', 'passwords'], otpOptions: { methods: ['sms'] } });
    expect(screen.getByRole('textbox', { name: /phone/i })).toBeTruthy();
    await waitFor(() => {
      expect(widget.loadedGroup('otp')).toBeDefined();
      expect(widget.loadedGroup('passwords')).toBeDefined();
    });
    for (const group of ['email', 'crypto', 'passkeys', 'oneTap'] as const) expect(widget.loadedGroup(group)).toBeUndefined();
  });

  it('a group that cannot be loaded shows the network error and "Try again", reports it once, and loads on retry', async () => {
    let attempts = 0;
    vi.doMock('./screens/email/index.ts', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { view } = await onEmailConfirmation();
    expect(await screen.findByText('Unable to contact the auth-widget servers. Are you online?')).toBeTruthy();
    const banner = document.querySelector('.aw-banner[role="alert"]');
    expect(banner?.textContent).toBe('Unable to contact the auth-widget servers. Are you online?');
    // The report is made in an effect, which React may run just after the banner is painted.
    await vi.waitFor(() => expect(view.errors).toHaveLength(1));
    expect(view.errors[0]).toMatchObject({ code: 'network_error' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(attempts).toBe(2);
    expect(view.errors).toHaveLength(1);
  });
});
