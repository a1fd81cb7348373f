import type { WidgetConfig, WidgetStyles } from '@auth-widget/sdk/ui';
import { SESSION_MINUTES } from './client.ts';

/** The presets of the login page's picker, chosen with `?preset=`. The last two are the spec's configuration errors. */
export const PRESET_NAMES = [
  'all',
  'email-magic-link',
  'email-otp',
  'sms-otp',
  'passwords',
  'passkeys',
  'wallets',
  'oauth',
  'one-tap',
  'passkeys-only',
  'eml-and-email-otp',
] as const;

export type PresetName = (typeof PRESET_NAMES)[number];

export function isPresetName(value: string | null): value is PresetName {
  return (PRESET_NAMES as readonly (string | null)[]).includes(value);
}

/** The default theme (`theme/defaults.ts` of the widget), written out so that it is there to edit. */
export const DEFAULT_STYLES: WidgetStyles = {
  container: { backgroundColor: '#FFFFFF', borderColor: '#ADBCC5', borderRadius: '8px', width: '400px' },
  colors: { primary: '#19303D', secondary: '#5C727D', success: '#0C5A56', error: '#8B1214' },
  fontFamily: 'Arial, Helvetica, sans-serif',
};

/** Redirects of every flow that leaves the page: magic links and OAuth come back to `/authenticate`. */
function redirects(origin: string) {
  const authenticate = `${origin}/authenticate`;
  return {
    emailMagicLinksOptions: { loginRedirectURL: authenticate, signupRedirectURL: authenticate },
    oauthRedirects: { loginRedirectURL: authenticate, signupRedirectURL: authenticate },
    passwordOptions: { loginRedirectURL: authenticate, resetPasswordRedirectURL: `${origin}/reset-password` },
  };
}

/** The widget config of a preset, for a demo served at `origin`. */
export function presetConfig(name: PresetName, origin: string): WidgetConfig {
  const r = redirects(origin);
  const sessionOptions = { sessionDurationMinutes: SESSION_MINUTES };
  switch (name) {
    case 'all':
      return {
        products: ['oauth', 'crypto', 'emailMagicLinks', 'otp', 'passwords', 'passkeys'],
        oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }, { type: 'apple' }], ...r.oauthRedirects },
        emailMagicLinksOptions: r.emailMagicLinksOptions,
        // Email passcodes would conflict with magic links: phone methods only.
        otpOptions: { methods: ['sms', 'whatsapp'], expirationMinutes: 5 },
        passwordOptions: r.passwordOptions,
        sessionOptions,
      };
    case 'email-magic-link':
      return { products: ['emailMagicLinks'], emailMagicLinksOptions: r.emailMagicLinksOptions, sessionOptions };
    case 'email-otp':
      return { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 5 }, sessionOptions };
    case 'sms-otp':
      return { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'], expirationMinutes: 5 }, sessionOptions };
    case 'passwords':
      return {
        // Magic links give passwordless users a way in.
        products: ['passwords', 'emailMagicLinks'],
        passwordOptions: r.passwordOptions,
        emailMagicLinksOptions: r.emailMagicLinksOptions,
        sessionOptions,
      };
    case 'passkeys':
      return {
        // Passkeys need another product; email passcodes create the account a passkey is added to.
        products: ['otp', 'passkeys'],
        otpOptions: { methods: ['email'], expirationMinutes: 5 },
        sessionOptions,
      };
    case 'wallets':
      return { products: ['crypto'], sessionOptions };
    case 'oauth':
      return {
        products: ['oauth'],
        oauthOptions: {
          providers: [{ type: 'google' }, { type: 'github' }, { type: 'microsoft' }, { type: 'apple' }, { type: 'discord' }],
          ...r.oauthRedirects,
        },
        sessionOptions,
      };
    case 'one-tap':
      return {
        products: ['oauth'],
        oauthOptions: { providers: [{ type: 'google', one_tap: true, position: 'floating' }], ...r.oauthRedirects },
        sessionOptions,
      };
    case 'passkeys-only':
      return { products: ['passkeys'], sessionOptions };
    case 'eml-and-email-otp':
      return {
        products: ['emailMagicLinks', 'otp'],
        emailMagicLinksOptions: r.emailMagicLinksOptions,
        otpOptions: { methods: ['email'] },
        sessionOptions,
      };
  }
}
