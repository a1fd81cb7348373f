/**
 * The capture script a server sends after a login form: a constant (never built from options or server text) that
 * writes no HTML and evaluates no text, nonced with the page's nonce; run over `renderLoginHtml`'s markup, it enables
 * Continue, keeps a submit from the page and shows it busy, and the widget makes that submit once, when it takes
 * the markup over. The browser suite (widget-captureSubmit.spec.ts) does the same under a strict policy.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupEmulatorClient } from '../../../test/client/setupEmulatorClient.ts';
import type { WidgetConfig, WidgetEvent } from '../config.ts';
import { mountLogin } from '../mount/mount.tsx';
import { CAPTURE_SCRIPT } from './captureScript.ts';
import { renderLoginHtml, renderPasskeyRegistrationHtml, renderResetPasswordHtml } from './renderWidgetHtml.tsx';

const env = setupEmulatorClient();
const handles: { unmount(): void }[] = [];

afterEach(() => {
  for (const handle of handles.splice(0)) handle.unmount();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const EMAIL_OTP: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

/** Puts server HTML in `#login` and runs its script as a browser's parser does, with the script as `currentScript`. */
function serverPage(html: string): HTMLElement {
  document.body.innerHTML = `<div id="login">${html}</div>`;
  const element = document.getElementById('login')!;
  const script = element.querySelector('script');
  if (script) new Function('document', script.textContent!)({ currentScript: script });
  return element;
}

describe('the capture script', () => {
  it('is one constant, whatever the options, with the nonce on its element and no HTML or code written from text', async () => {
    const htmls = [
      await renderLoginHtml({ config: EMAIL_OTP, nonce: 'n0nce"<' }),
      await renderLoginHtml({ config: { products: ['emailMagicLinks'], enableShadowDOM: true }, locale: 'de', idPrefix: 'x' }),
    ];
    expect(htmls[0]).toContain(`<script nonce="n0nce&quot;&lt;">${CAPTURE_SCRIPT}</script>`);
    // After the declarative shadow root, where every engine runs it.
    expect(htmls[1]).toContain(`</template><script>${CAPTURE_SCRIPT}</script>`);
    expect(htmls[1]!.endsWith('</script>')).toBe(true);
    expect(CAPTURE_SCRIPT).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval|Function|setTimeout|setInterval|\bsrc\b|style\s*=/);
    // Only the login form takes a submit before the widget: the other entries' buttons need it.
    expect(await renderResetPasswordHtml({ config: { products: ['passwords'] } })).not.toContain('<script');
    expect(await renderPasskeyRegistrationHtml({ config: { products: ['passkeys'] } })).not.toContain('<script');
  });

  it('enables Continue, then holds a submit, busy, until the widget takes over and makes it, once', async () => {
    const element = serverPage(await renderLoginHtml({ config: EMAIL_OTP }));
    // It removed its element: a takeover finds the markup alone.
    expect(element.querySelector('script')).toBeNull();
    const button = element.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('data-waiting')).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);

    const field = element.querySelector<HTMLInputElement>('input[name="email"]')!;
    field.value = 'early@example.com';
    const submit = new Event('submit', { cancelable: true, bubbles: true });
    button.form!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    // The field is locked as the widget's own sending state locks it: what is sent is what was there at the press.
    expect(field.disabled).toBe(true);
    // A second submit while it waits is kept from the page too, and changes nothing.
    const again = new Event('submit', { cancelable: true, bubbles: true });
    button.form!.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);

    const events: WidgetEvent[] = [];
    await act(async () => {
      handles.push(mountLogin({ elementId: '#login', client: env.client(), config: EMAIL_OTP, callbacks: { onEvent: (event) => events.push(event) } }));
    });
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    expect(screen.getByText('A 6-digit passcode was sent to you at early@example.com.')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(events.filter((event) => event.type === 'passcode_sent')).toHaveLength(1);
  });

  it('gives the fields back as the widget rendered them when it makes the submit, and the widget\'s refusal leaves them enabled', async () => {
    const element = serverPage(await renderLoginHtml({ config: { products: ['otp'], otpOptions: { methods: ['sms'] } } }));
    const field = element.querySelector<HTMLInputElement>('input[name="phone"]')!;
    const country = element.querySelector('select')!;
    field.value = '12';
    const button = element.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    button.form!.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    expect([field.disabled, country.disabled, button.disabled]).toEqual([true, true, true]);
    await act(async () => {
      handles.push(mountLogin({ elementId: '#login', client: env.client(), config: { products: ['otp'], otpOptions: { methods: ['sms'] } } }));
    });
    // Too short a number: the widget refuses it, and the form takes input again.
    expect(await screen.findByText('Invalid phone number, please try again.')).toBeTruthy();
    expect([field.disabled, country.disabled, button.disabled, button.hasAttribute('aria-busy')]).toEqual([false, false, false, false]);
    expect(field.value).toBe('12');
  });

  it('does nothing once the widget has taken over: a submit then is the widget\'s alone', async () => {
    const element = serverPage(await renderLoginHtml({ config: EMAIL_OTP }));
    await act(async () => {
      handles.push(mountLogin({ elementId: '#login', client: env.client(), config: EMAIL_OTP }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const button = element.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(element.querySelector('[data-waiting]')).toBeNull();
    // An invalid address: the widget refuses it, and the capture script neither marks the button nor sends it again.
    element.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'not-an-address';
    await act(async () => {
      button.form!.requestSubmit(button);
    });
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.disabled).toBe(false);
    expect(screen.getByText('Invalid email, please try again.')).toBeTruthy();
  });
});
