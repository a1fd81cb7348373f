/**
 * The first screens the server-rendering tests render, each with what a visitor must find in it (a heading, tabs,
 * fields, buttons, links), and a reader of a rendered screen's markup that finds the same things the way a person
 * (or a screen reader) would: labels for fields, the text of buttons and tabs.
 */
import type { WidgetConfig } from '../../../src/ui/config.ts';
import type { WidgetEntry } from '../../../src/ui/state/WidgetContext.tsx';

/** What a visitor finds in a first screen. */
export interface ScreenSummary {
  headings: string[];
  /** Tab names; the selected one is marked `*Name`. */
  tabs: string[];
  /** The fields' labels. */
  fields: string[];
  buttons: string[];
  links: string[];
  /** Alerts and banners (a configuration error). */
  alerts: string[];
}

export interface FirstScreenCase {
  name: string;
  entry: WidgetEntry;
  config: WidgetConfig;
  expected: Partial<ScreenSummary>;
}

const WALLET_BUTTONS = ['Metamask', 'Coinbase', 'Phantom', 'Binance', 'Vessel'].map((wallet) => `Continue with ${wallet}`);

/** One case per product and combination of Main, and the other two entries' start screens. */
export const FIRST_SCREENS: FirstScreenCase[] = [
  {
    name: 'SMS passcodes alone',
    entry: 'login',
    config: { products: ['otp'], otpOptions: { methods: ['sms'] } },
    expected: { headings: ['Sign up or log in'], tabs: [], fields: ['Phone number'], buttons: ['Continue with text message'] },
  },
  {
    name: 'WhatsApp passcodes alone',
    entry: 'login',
    config: { products: ['otp'], otpOptions: { methods: ['whatsapp'] } },
    expected: { tabs: [], fields: ['Phone number'], buttons: ['Continue with WhatsApp'] },
  },
  {
    name: 'email passcodes alone',
    entry: 'login',
    config: { products: ['otp'], otpOptions: { methods: ['email'] } },
    expected: { tabs: [], fields: ['Email'], buttons: ['Continue with email'] },
  },
  {
    name: 'SMS, WhatsApp and email passcodes: three tabs',
    entry: 'login',
    config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } },
    expected: { tabs: ['*Text', 'WhatsApp', 'Email'], fields: ['Phone number'], buttons: ['Continue with text message'] },
  },
  {
    name: 'email magic links',
    entry: 'login',
    config: { products: ['emailMagicLinks'] },
    expected: { headings: ['Sign up or log in'], tabs: [], fields: ['Email'], buttons: ['Continue with email'] },
  },
  {
    name: 'passwords',
    entry: 'login',
    config: { products: ['passwords'] },
    expected: { tabs: [], fields: ['Email'], buttons: ['Continue with email'] },
  },
  {
    name: 'passwords with SMS passcodes: the password takes the Email tab',
    entry: 'login',
    config: { products: ['otp', 'passwords'], otpOptions: { methods: ['sms', 'email'] } },
    expected: { tabs: ['*Text', 'Email'], fields: ['Phone number'] },
  },
  {
    name: 'OAuth buttons',
    entry: 'login',
    config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }, { type: 'apple' }, { type: 'github' }] } },
    expected: { fields: [], buttons: ['Continue with Google', 'Continue with Apple', 'Continue with GitHub'] },
  },
  {
    name: 'Google One Tap',
    entry: 'login',
    config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google', one_tap: true }] } },
    // The prompt's box, waiting for Google's prompt, which only the browser can ask for.
    expected: { headings: ['Sign up or log in'], fields: [], buttons: [] },
  },
  {
    name: 'crypto wallets',
    entry: 'login',
    config: { products: ['crypto'] },
    expected: { fields: [], buttons: [...WALLET_BUTTONS, 'Continue with other Crypto Wallet'], links: ['Set up a new crypto wallet'] },
  },
  {
    name: 'passkeys beside OAuth: the passkey button',
    entry: 'login',
    config: { products: ['passkeys', 'oauth'], oauthOptions: { providers: [{ type: 'google' }] } },
    expected: { fields: [], buttons: ['Login with a Passkey', 'Continue with Google'] },
  },
  {
    name: 'passkeys beside an email form: autofill, whose support only the browser knows, so no button yet',
    entry: 'login',
    config: { products: ['passkeys', 'otp'], otpOptions: { methods: ['email'] } },
    expected: { fields: ['Email'], buttons: ['Continue with email'] },
  },
  {
    name: 'every product',
    entry: 'login',
    config: {
      products: ['oauth', 'crypto', 'otp', 'emailMagicLinks', 'passkeys'],
      otpOptions: { methods: ['sms'] },
      oauthOptions: { providers: [{ type: 'google' }, { type: 'microsoft' }] },
    },
    expected: {
      tabs: ['*Text', 'Email'],
      fields: ['Phone number'],
      buttons: ['Continue with Google', 'Continue with Microsoft', ...WALLET_BUTTONS.slice(0, 3), 'Continue with other Crypto Wallet', 'Continue with text message'],
      links: ['Set up a new crypto wallet'],
    },
  },
  {
    name: 'passkeys alone: the configuration error',
    entry: 'login',
    config: { products: ['passkeys'] },
    expected: { headings: [], buttons: [], alerts: ['Error: Cannot use Passkeys by itself, please add another product to the config.'] },
  },
  {
    name: 'the password reset form',
    entry: 'resetPassword',
    config: { products: ['passwords'] },
    expected: { headings: ['Set a new password'], fields: ['New password'], buttons: ['Continue'], links: ['Login without a password'] },
  },
  {
    name: 'passkey registration',
    entry: 'passkeyRegistration',
    config: { products: ['passkeys', 'emailMagicLinks'] },
    expected: { headings: ['Set up a new Passkey'], fields: [], buttons: [] },
  },
];

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** What a visitor finds in rendered markup (a document, an element, a template's content). */
export function summarize(root: ParentNode): ScreenSummary {
  const all = (selector: string) => Array.from(root.querySelectorAll(selector));
  const labelOf = (input: Element) => {
    const label = input.id ? root.querySelector(`label[for="${input.id}"]`) : null;
    return label ? text(label) : (input.getAttribute('aria-label') ?? '');
  };
  return {
    headings: all('h1, h2, h3').map(text),
    tabs: all('[role="tab"]').map((tab) => `${tab.getAttribute('aria-selected') === 'true' ? '*' : ''}${text(tab)}`),
    fields: all('input').map(labelOf),
    buttons: all('button.aw-button').map(text),
    links: all('button.aw-link, a').map(text),
    alerts: all('[role="alert"], .aw-banner').map(text),
  };
}
