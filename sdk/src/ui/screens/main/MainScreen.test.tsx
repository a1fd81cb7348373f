import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingFetch } from '../../../../test/client/recordingFetch.ts';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';
import type { WidgetConfig } from '../../config.ts';
import { cryptoStateAtom, errorMessageAtom, goToAtom, otpStateAtom, passwordStateAtom, screenAtom } from '../../state/atoms.ts';
import { injectFault } from '../../../../test/client/devApi.ts';
import { renderWidget } from '../../../../test/ui/renderWidget.tsx';

const env = setupEmulatorClient();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const otpConfig = (...methods: ('sms' | 'whatsapp' | 'email')[]): WidgetConfig => ({ products: ['otp'], otpOptions: { methods } });

/** The error text under the form's input (the toast area has an empty alert region of its own). */
async function fieldError(): Promise<string> {
  return waitFor(() => {
    const error = document.querySelector('.aw-field-error');
    expect(error).not.toBeNull();
    return error?.textContent ?? '';
  });
}

function tabNames(): string[] {
  return screen.getAllByRole('tab').map((tab) => tab.textContent ?? '');
}

describe('Main, configuration errors', () => {
  it('shows only the passkeys error when passkeys are the only product', () => {
    const { container } = renderWidget(env.client(), { products: ['passkeys'] });
    const main = container.querySelector('.aw-main');
    expect(main?.textContent).toBe('Error: Cannot use Passkeys by itself, please add another product to the config.');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows only the EML and Email OTP error when both are on', () => {
    const { container } = renderWidget(env.client(), { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } });
    expect(container.querySelector('.aw-main')?.textContent).toBe('Error: Cannot use both EML and Email OTP');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('Main, header and logo', () => {
  it('shows "Sign up or log in" by default and does not take the page focus on first render', () => {
    renderWidget(env.client(), { products: ['emailMagicLinks'] });
    const heading = screen.getByRole('heading', { name: 'Sign up or log in' });
    expect(document.activeElement).not.toBe(heading);
  });

  it('focuses the heading when the visitor comes back to Main', async () => {
    const { store } = renderWidget(env.client(), { products: ['emailMagicLinks'] });
    act(() => store.set(goToAtom, 'EmailConfirmation'));
    await screen.findByRole('heading', { name: 'Check your email' });
    act(() => store.set(goToAtom, 'Main'));
    const heading = await screen.findByRole('heading', { name: 'Sign up or log in' });
    // Focus moves in an effect, which runs after the render the query saw.
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('leaves out the header with displayHeader false, and only its text with hideHeaderText', () => {
    const logo = 'https://cdn.example.com/logo.png';
    const hidden = renderWidget(env.client(), { products: ['emailMagicLinks'], displayHeader: false, logo: { logoImageUrl: logo } });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    hidden.unmount();

    renderWidget(env.client(), { products: ['emailMagicLinks'], hideHeaderText: true, logo: { logoImageUrl: logo } });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe(logo);
  });

  it('takes the logo from the styles when the config has none', () => {
    renderWidget(env.client(), { products: ['emailMagicLinks'] }, { styles: { logo: { logoImageUrl: 'http://localhost:3000/logo.svg' } } });
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('http://localhost:3000/logo.svg');
  });

  it('refuses a logo URL that is not http(s): no image, one console error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = renderWidget(env.client(), { products: ['emailMagicLinks'], logo: { logoImageUrl: 'javascript:alert(1)' } });
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    act(() => store.set(goToAtom, 'EmailConfirmation'));
    act(() => store.set(goToAtom, 'Main'));
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    const logoErrors = consoleError.mock.calls.filter((call) => String(call[0]).includes('logoImageUrl'));
    expect(logoErrors).toHaveLength(1);
  });
});

describe('Main, sections', () => {
  it('orders sections as the products are listed, with one form and an "or" divider between buttons and form', () => {
    const { container } = renderWidget(env.client(), {
      products: ['emailMagicLinks', 'oauth', 'passwords', 'crypto'],
      oauthOptions: { providers: [{ type: 'github' }] },
    });
    const sections = [...container.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section'));
    expect(sections).toEqual(['form', 'oauth', 'crypto']);
    const order = [...container.querySelectorAll('.aw-main-sections > *')].map((el) =>
      el.getAttribute('data-section') ?? (el.getAttribute('role') === 'separator' ? `divider:${el.textContent}` : '?'),
    );
    expect(order).toEqual(['form', 'divider:or', 'oauth', 'crypto']);
  });

  it('names every social provider on its button', () => {
    renderWidget(env.client(), {
      products: ['oauth'],
      oauthOptions: { providers: [{ type: 'github' }, { type: 'linkedin' }, { type: 'tiktok' }, { type: 'google' }] },
    });
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Continue with GitHub', 'Continue with LinkedIn', 'Continue with TikTok', 'Continue with Google']);
  });

  it('starts the provider redirect with the redirect URLs, scopes and parameters', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, origin: 'http://localhost:3000', hostname: 'localhost' } as Location);
    const view = renderWidget(env.client(), {
      products: ['oauth'],
      oauthOptions: {
        providers: [{ type: 'github', custom_scopes: ['repo', 'read:org'], provider_params: { login: 'ada' } }],
        loginRedirectURL: 'http://localhost:3000/login',
        signupRedirectURL: 'http://localhost:3000/signup',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/v1/public/oauth/github/start');
    expect(url.searchParams.get('custom_scopes')).toBe('repo read:org');
    expect(url.searchParams.get('provider_login')).toBe('ada');
    expect(url.searchParams.get('login_redirect_url')).toBe('http://localhost:3000/login');
    expect(url.searchParams.get('signup_redirect_url')).toBe('http://localhost:3000/signup');
    await waitFor(() => expect(view.events).toContainEqual({ type: 'oauth_start', data: { provider: 'github' } }));
  });

  it('limits wallet buttons to 6 - providers - 1, then "other wallet" and the setup link', async () => {
    const { container } = renderWidget(env.client(), {
      products: ['oauth', 'crypto'],
      oauthOptions: { providers: [{ type: 'google' }, { type: 'apple' }] },
    });
    const crypto = container.querySelector<HTMLElement>('[data-section="crypto"]')!;
    // The section's buttons come with their own chunk.
    const texts = (await within(crypto).findAllByRole('button')).map((b) => b.textContent);
    expect(texts).toEqual([
      'Continue with Metamask',
      'Continue with Coinbase',
      'Continue with Phantom',
      'Continue with other Crypto Wallet',
      'Set up a new crypto wallet',
    ]);
  });

  it('stores the chosen wallet and goes to Crypto Connect; the other buttons go to their screens', async () => {
    const { store } = renderWidget(env.client(), { products: ['crypto'], cryptoOptions: { wallets: ['Phantom', 'Binance'] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Binance' }));
    expect(store.get(cryptoStateAtom).walletOption).toBe('Binance');
    expect(store.get(screenAtom)).toBe('CryptoConnect');

    act(() => store.set(goToAtom, 'Main'));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with other Crypto Wallet' }));
    expect(store.get(screenAtom)).toBe('CryptoOtherScreen');
    act(() => store.set(goToAtom, 'Main'));
    fireEvent.click(await screen.findByRole('button', { name: 'Set up a new crypto wallet' }));
    expect(store.get(screenAtom)).toBe('CryptoSetupWallet');
  });

  it('shows the error banner of errorMessageAtom as a warning', () => {
    const { store } = renderWidget(env.client(), { products: ['emailMagicLinks'] });
    act(() => store.set(errorMessageAtom, 'Something went wrong, see https://example.com/help'));
    const banner = document.querySelector<HTMLElement>('.aw-banner')!;
    expect(banner.getAttribute('data-variant')).toBe('warning');
    expect(within(banner).getByRole('link').getAttribute('target')).toBe('_blank');
  });
});

describe('Login form, tabs', () => {
  it('shows no tabs for a single method', () => {
    renderWidget(env.client(), otpConfig('sms'));
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByPlaceholderText('(123) 456-7890')).toBeTruthy();
  });

  it('labels tabs Text, WhatsApp and Email in the configured order', () => {
    renderWidget(env.client(), otpConfig('whatsapp', 'email', 'sms'));
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeTruthy();
    expect(tabNames()).toEqual(['WhatsApp', 'Email', 'Text']);
  });

  it('adds the magic link as an Email tab next to phone passcodes', () => {
    renderWidget(env.client(), { products: ['otp', 'emailMagicLinks'], otpOptions: { methods: ['sms'] } });
    expect(tabNames()).toEqual(['Text', 'Email']);
  });

  it('with passwords and magic links, keeps only the password flow (no tabs)', () => {
    renderWidget(env.client(), { products: ['emailMagicLinks', 'passwords'] });
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('with passwords and email passcodes, the password flow takes the Email tab', async () => {
    const { store } = renderWidget(env.client(), { products: ['otp', 'passwords'], otpOptions: { methods: ['sms', 'email'] } });
    expect(tabNames()).toEqual(['Text', 'Email']);
    fireEvent.click(screen.getByRole('tab', { name: 'Email' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'newcomer@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    await waitFor(() => expect(store.get(screenAtom)).toBe('PasswordCreateOrLogin'));
    expect(store.get(passwordStateAtom)).toEqual({ email: 'newcomer@example.com', type: 'new' });
  });

  it('moves between tabs with the arrow keys, Home and End, with one tab stop', () => {
    renderWidget(env.client(), otpConfig('sms', 'whatsapp', 'email'));
    const [text, whatsapp, email] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement, HTMLElement];
    expect(text.getAttribute('aria-selected')).toBe('true');
    expect([text.tabIndex, whatsapp.tabIndex, email.tabIndex]).toEqual([0, -1, -1]);
    text.focus();
    fireEvent.keyDown(text, { key: 'ArrowRight' });
    expect(whatsapp.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(whatsapp);
    expect(screen.getByRole('button', { name: 'Continue with WhatsApp' })).toBeTruthy();
    fireEvent.keyDown(whatsapp, { key: 'End' });
    expect(email.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(email, { key: 'ArrowRight' });
    expect(text.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(text, { key: 'ArrowLeft' });
    expect(email.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(email.id);
    expect(email.getAttribute('aria-controls')).toBe(panel.id);
  });
});

describe('Login form, phone', () => {
  it('defaults to the US, shows only the dial code, and lists names with codes', async () => {
    const { container } = renderWidget(env.client(), otpConfig('sms'));
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country code' });
    expect(select.value).toBe('US');
    expect(container.querySelector('.aw-country-code')?.textContent).toBe('+1');
    await waitFor(() => expect(select.options.length).toBeGreaterThan(200));
    const us = [...select.options].find((option) => option.value === 'US');
    expect(us?.textContent).toBe('United States (+1)');
    fireEvent.change(select, { target: { value: 'GB' } });
    expect(container.querySelector('.aw-country-code')?.textContent).toBe('+44');
  });

  it('refuses an invalid number', async () => {
    renderWidget(env.client(), otpConfig('sms'));
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with text message' }));
    expect((await fieldError())).toBe('Invalid phone number, please try again.');
  });

  it('sends an SMS passcode to the number in the chosen country and goes to OTP Authenticate', async () => {
    const recorder = recordingFetch();
    const { store, events } = renderWidget(env.client({ fetch: recorder.fetch }), { ...otpConfig('sms'), otpOptions: { methods: ['sms'], expirationMinutes: 3 } });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country code' });
    await waitFor(() => expect(select.options.length).toBeGreaterThan(200));
    fireEvent.change(select, { target: { value: 'GB' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '020 7946 0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with text message' }));
    await waitFor(() => expect(store.get(screenAtom)).toBe('OTPAuthenticate'));
    const state = store.get(otpStateAtom);
    expect(state.type).toBe('sms');
    expect(state.otpDestination).toBe('+44 020 7946 0000');
    expect(state.methodId).not.toBe('');
    expect(recorder.calls).toContainEqual({ method: 'POST', path: '/otps/sms/login_or_create', body: { phone_number: '+442079460000', expiration_minutes: 3 } });
    expect(events).toContainEqual({ type: 'passcode_sent', data: { method: 'sms', method_id: state.methodId } });
    expect(await screen.findByText('A 6-digit passcode was sent to you at +44 020 7946 0000.')).toBeTruthy();
  });

  it('disables the button with a spinner while sending', async () => {
    await injectFault(env.emulator, { path: '/sdk/v1/otps/whatsapp/login_or_create', delay_ms: 400 });
    renderWidget(env.client(), otpConfig('whatsapp'));
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '(201) 555-0123' } });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Continue with WhatsApp' });
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.aw-spinner')).not.toBeNull();
    expect(await screen.findByText('A 6-digit passcode was sent to you at +1 (201) 555-0123.')).toBeTruthy();
  });
});

describe('Login form, email', () => {
  const invalid = ['ada', 'ada@example', 'ada@example.c', 'ada@@example.com', 'a da@example.com', 'ada@example.c0m'];

  it.each(invalid)('the passcode form refuses %s with the OTP message', async (value) => {
    renderWidget(env.client(), otpConfig('email'));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect((await fieldError())).toBe('Invalid email, please try again.');
  });

  it('the magic-link and password forms say "Invalid email address"', async () => {
    const eml = renderWidget(env.client(), { products: ['emailMagicLinks'] });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect((await fieldError())).toBe('Invalid email address');
    eml.unmount();

    renderWidget(env.client(), { products: ['passwords'] });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect((await fieldError())).toBe('Invalid email address');
  });

  it('has a labelled email input with a placeholder and the email autocomplete', () => {
    renderWidget(env.client(), { products: ['emailMagicLinks'] });
    const input = screen.getByLabelText<HTMLInputElement>('Email');
    expect(input.type).toBe('email');
    expect(input.placeholder).toBe('example@email.com');
    expect(input.getAttribute('autocomplete')).toBe('email');
  });

  it('sends an email passcode with the otpOptions and goes to OTP Authenticate', async () => {
    const recorder = recordingFetch();
    const { store, events } = renderWidget(env.client({ fetch: recorder.fetch }), {
      products: ['otp'],
      otpOptions: { methods: ['email'], expirationMinutes: 7, loginTemplateId: 'login-tpl', signupTemplateId: 'signup-tpl' },
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ada@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    await waitFor(() => expect(store.get(screenAtom)).toBe('OTPAuthenticate'));
    expect(recorder.calls).toContainEqual({
      method: 'POST',
      path: '/otps/email/login_or_create',
      body: { email: 'ada@example.com', expiration_minutes: 7, login_template_id: 'login-tpl', signup_template_id: 'signup-tpl' },
    });
    expect(store.get(otpStateAtom)).toMatchObject({ type: 'email', otpDestination: 'ada@example.com' });
    expect(events.map((e) => e.type)).toContain('passcode_sent');
  });

  it('sends a magic link with the emailMagicLinksOptions, logs email_sent and goes to Email Confirmation', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const { store, events } = renderWidget(client, {
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: {
        loginRedirectURL: 'http://localhost:3000/authenticate',
        signupRedirectURL: 'http://localhost:3000/welcome',
        loginExpirationMinutes: 15,
        createUserAsPending: true,
      },
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(recorder.calls).toContainEqual({
      method: 'POST',
      path: '/magic_links/email/login_or_create',
      body: {
        email: 'ada@example.com',
        login_magic_link_url: 'http://localhost:3000/authenticate',
        signup_magic_link_url: 'http://localhost:3000/welcome',
        login_expiration_minutes: 15,
        signup_expiration_minutes: 30,
        create_user_as_pending: true,
      },
    });
    expect(store.get(screenAtom)).toBe('EmailConfirmation');
    expect(events.map((e) => e.type)).toContain('magic_link_sent');
    await client.flushEvents();
    expect(env.emulator.store.state.events).toContainEqual(
      expect.objectContaining({ name: 'email_sent', details: { email: 'ada@example.com', type: 'login_or_create_eml' } }),
    );
  });

  it("shows the provider's error in the catalogue's words under the input and reports it to onError", async () => {
    const { errors, store } = renderWidget(env.client(), {
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: 'https://elsewhere.example/authenticate' },
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Continue with email' });
    fireEvent.click(button);
    expect(await fieldError()).toBe('This sign-in is not set up for this page. Contact the site.');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(button.disabled).toBe(false);
    expect(store.get(screenAtom)).toBe('Main');
    expect(errors).toHaveLength(1);
  });

  it('shows a network failure with its own message', async () => {
    await injectFault(env.emulator, { path: '/sdk/v1/otps/email/login_or_create', drop: true });
    renderWidget(env.client(), otpConfig('email'));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect((await fieldError())).toMatch(/Unable to contact/);
  });
});
