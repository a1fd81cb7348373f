/**
 * The elements in a page: inputs from attributes (JSON) and properties, events for the callbacks, a re-render on
 * change that keeps the widget's state, unmount on removal and a working reconnect, and a visible usage error.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupEmulatorClient } from '../../test/client/setupEmulatorClient.ts';
import { isAuthError } from '../client/core/AuthError.ts';
import type { WidgetEvent } from '../ui/config.ts';
import { loadFirstScreen } from '../ui/firstScreen.ts';
import { localeKey } from '../ui/strings/useLocale.ts';
import { defineElements } from './defineElements.ts';
import { AuthWidgetLoginElement } from './AuthWidgetLoginElement.ts';

const env = setupEmulatorClient();
defineElements();

// The widget's code and first screen, loaded once: a cold load under a busy machine outlasts a test's 5 s.
beforeAll(async () => {
  await import('./renderElement.ts');
  const config = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };
  await Promise.all(['en', 'de'].map((locale) => loadFirstScreen({ entry: 'login', config, localeKey: localeKey(locale, true) })));
}, 30_000);

afterEach(async () => {
  document.body.innerHTML = '';
  // The elements unmount (and dispose of their clients) in a microtask, before the next test's emulator reset.
  await new Promise((resolve) => setTimeout(resolve, 0));
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

const EMAIL_OTP = JSON.stringify({ products: ['otp'], otpOptions: { methods: ['email'] } });

/** A login element as a plain page writes it, on the test emulator. */
function loginElement(attributes: Record<string, string> = {}): AuthWidgetLoginElement {
  const element = document.createElement('auth-widget-login');
  element.setAttribute('public-token', env.emulator.publicToken);
  element.setAttribute('client-options', JSON.stringify({ endpoints: { testApiUrl: env.emulator.url }, autoRefresh: false }));
  element.setAttribute('config', EMAIL_OTP);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('<auth-widget-login>', () => {
  it('is defined by defineElements, typed by its tag, and takes its inputs from attributes', async () => {
    const element = loginElement({ locale: 'de' });
    expect(element).toBeInstanceOf(AuthWidgetLoginElement);
    expect(element.config).toEqual({ products: ['otp'], otpOptions: { methods: ['email'] } });
    document.body.append(element);
    expect(await screen.findByRole('heading', { name: 'Registrieren oder anmelden' })).toBeTruthy();
    expect(element.querySelector('input[name="email"]')).not.toBeNull();
  });

  it('dispatches the callbacks as bubbling, composed events with their detail', async () => {
    const element = loginElement();
    const events: WidgetEvent[] = [];
    const heard: Event[] = [];
    const listener = (event: CustomEvent<WidgetEvent>) => {
      events.push(event.detail);
      heard.push(event);
    };
    document.addEventListener('auth-widget-event', listener);
    document.body.append(element);
    const field = await screen.findByRole('textbox', { name: 'Email' });
    fireEvent.change(field, { target: { value: 'element@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    expect(events.map((event) => event.type)).toEqual(['passcode_sent']);
    document.removeEventListener('auth-widget-event', listener);
    expect([heard[0]?.bubbles, heard[0]?.composed, heard[0]?.target === element]).toEqual([true, true, true]);
  });

  it('re-renders on an attribute or property change, keeping what was typed', async () => {
    const element = loginElement();
    document.body.append(element);
    const field = await screen.findByRole('textbox', { name: 'Email' });
    fireEvent.change(field, { target: { value: 'kept@example.com' } });
    element.strings = { 'main.header': 'Welcome back' };
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    element.setAttribute('strings', JSON.stringify({ 'main.header': 'Hello again' }));
    expect(await screen.findByRole('heading', { name: 'Hello again' })).toBeTruthy();
    // A JSON input's property takes the attribute's text too, as a framework sets a template's static value.
    (element as { strings: unknown }).strings = JSON.stringify({ 'main.header': 'Hi from JSON' });
    expect(await screen.findByRole('heading', { name: 'Hi from JSON' })).toBeTruthy();
    expect(element.strings).toEqual({ 'main.header': 'Hi from JSON' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe('kept@example.com');
  });

  it('takes a client as a property, and properties set before the element was defined', async () => {
    const element = document.createElement('auth-widget-later') as unknown as AuthWidgetLoginElement;
    const client = env.client();
    Object.assign(element, { client, config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    document.body.append(element);
    class Later extends AuthWidgetLoginElement {}
    customElements.define('auth-widget-later', Later);
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(element.client).toBe(client);
  });

  it('unmounts when removed, renders again when put back, and keeps its widget when moved', async () => {
    const element = loginElement();
    document.body.append(element);
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    element.remove();
    await waitFor(() => expect(element.children).toHaveLength(0));
    document.body.append(element);
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    // Moved in the page (removed and inserted at once): the same widget, not a second one.
    const heading = screen.getByRole('heading');
    document.body.prepend(element);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('heading')).toBe(heading);
    expect(element.querySelectorAll('.aw-root')).toHaveLength(1);
  });

  it('shows a bad JSON attribute as a usage error in the widget\'s banner, dispatched and logged, then recovers', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = loginElement({ config: "{products:['otp']}" });
    const errors: unknown[] = [];
    element.addEventListener('auth-widget-error', (event) => errors.push(event.detail));
    document.body.append(element);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid <auth-widget-login>');
    expect(alert.textContent).toContain('the config attribute is not JSON');
    expect(alert.closest('.aw-root')).not.toBeNull();
    expect(isAuthError(errors[0], 'usage_error')).toBe(true);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('the config attribute is not JSON'));
    element.setAttribute('config', EMAIL_OTP);
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a missing client or config as a usage error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('auth-widget-login');
    document.body.append(element);
    expect((await screen.findByRole('alert')).textContent).toContain('it needs a public-token attribute or a client property');
    element.publicToken = env.emulator.publicToken;
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('config must be an object'));
  });

  it('renders in a shadow root with the config\'s enableShadowDOM, its style carrying the nonce attribute', async () => {
    const element = loginElement({ config: JSON.stringify({ products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM: true }), nonce: 'n0nce' });
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot?.querySelector('h2')?.textContent).toBe('Sign up or log in'));
    expect(element.shadowRoot!.querySelector('style')!.nonce).toBe('n0nce');
    expect(document.head.querySelector('style')).toBeNull();
  });
});
