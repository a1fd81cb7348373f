import type { AuthClient } from '../client/createAuthClient.ts';
import type { OAuthProvider, OtpMethod } from '../protocol/constants.ts';
import type { Product } from '../client/core/constants.ts';
import type { AuthClientOptions } from '../client/core/types.ts';
import type { StringsOverride } from './strings/index.ts';

/** One-tap positions. */
export type OneTapPosition = 'embedded' | 'floating' | 'embeddedOnly' | 'floatingOrEmbedded' | 'forceLegacyEmbedded';

/** The wallets Main can offer, by the names the config uses. */
export type WalletName =
  | 'Vessel'
  | 'Phantom'
  | 'Metamask'
  | 'Coinbase'
  | 'Binance'
  | 'Other Ethereum Wallet'
  | 'Other Solana Wallet';

export interface OAuthProviderOptions {
  type: OAuthProvider;
  one_tap?: boolean;
  position?: OneTapPosition;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
}

/** The widget configuration: the reference provider's UI config, field for field. */
export interface WidgetConfig {
  products: Product[];
  oauthOptions?: {
    providers: OAuthProviderOptions[];
    loginRedirectURL?: string;
    signupRedirectURL?: string;
  };
  emailMagicLinksOptions?: {
    loginRedirectURL?: string;
    loginExpirationMinutes?: number;
    signupRedirectURL?: string;
    signupExpirationMinutes?: number;
    createUserAsPending?: boolean;
    domainHint?: string;
  };
  otpOptions?: {
    methods: OtpMethod[];
    expirationMinutes?: number;
    loginTemplateId?: string;
    signupTemplateId?: string;
    /**
     * Hides OTP Authenticate's back arrow, for hosts that want the visitor to finish the passcode step once it has
     * started. Default false.
     */
    hideBackArrow?: boolean;
  };
  passwordOptions?: {
    loginRedirectURL?: string;
    resetPasswordRedirectURL?: string;
    resetPasswordExpirationMinutes?: number;
    resetPasswordTemplateId?: string;
  };
  cryptoOptions?: {
    /** Wallet buttons, in order; default every wallet of the spec. */
    wallets?: WalletName[];
  };
  sessionOptions?: { sessionDurationMinutes?: number };
  enableShadowDOM?: boolean;
  displayHeader?: boolean;
  hideHeaderText?: boolean;
  logo?: { logoImageUrl?: string };
}

/** Colours, sizes and fonts of the theme; defaults in `theme/defaults.ts`. */
export interface ButtonStyle {
  backgroundColor?: string;
  textColor?: string;
  borderColor?: string;
  borderRadius?: string;
}

export interface WidgetStyles {
  container?: { backgroundColor?: string; borderColor?: string; borderRadius?: string; width?: string };
  colors?: { primary?: string; secondary?: string; success?: string; error?: string };
  buttons?: { primary?: ButtonStyle; secondary?: ButtonStyle };
  inputs?: { backgroundColor?: string; textColor?: string; placeholderColor?: string; borderColor?: string; borderRadius?: string };
  fontFamily?: string;
  typography?: { fontSize?: string; headerFontSize?: string };
  hideHeaderText?: boolean;
  logo?: { logoImageUrl?: string };
}

/** Steps the widget reports through `onEvent` (issue "Callbacks"). */
export type WidgetEventType =
  | 'magic_link_sent'
  | 'passcode_sent'
  | 'passcode_verified'
  | 'wallet_start'
  | 'wallet_authenticate'
  | 'password_create'
  | 'password_authenticate'
  | 'password_reset_start'
  | 'password_reset'
  | 'passkey_register'
  | 'passkey_authenticate'
  | 'passkey_skip'
  | 'passkey_done'
  | 'oauth_start'
  | 'one_tap_start'
  | 'magic_link_authenticate'
  | 'email_try_again';

export interface WidgetEvent {
  type: WidgetEventType;
  data?: unknown;
}

export interface WidgetCallbacks {
  /** A flow finished: the provider's answer. */
  onSuccess?: (response: unknown) => void;
  /** A flow failed: the error (an AuthError for provider and client failures). */
  onError?: (error: unknown) => void;
  /** Every step of every flow. */
  onEvent?: (event: WidgetEvent) => void;
}

/**
 * What every widget takes, however it is shown: the mount functions' options (`MountOptions`) and the React
 * components' props (`WidgetComponentProps`) add only how they find the element and the client.
 */
export interface WidgetOptions {
  config: WidgetConfig;
  styles?: WidgetStyles;
  callbacks?: WidgetCallbacks;
  /** Texts replacing the catalogue's, key by key, whatever the locale. */
  strings?: StringsOverride;
  /**
   * The widget's language, a BCP 47 tag (`de`, `pt-BR`). Default: the browser's `navigator.languages`. A tag without
   * a catalogue falls back along its chain (`pt` → `pt-BR`, `en-AU` → `en`), else to English.
   */
  locale?: string;
  /**
   * The page's CSP nonce for styles, put on every `<style>` the widget renders or adds (its stylesheet, its theme's
   * rule, the rule that hides reCAPTCHA's badge). Give a server's render and the browser the same one.
   */
  nonce?: string;
}

/** What each mount function takes. */
export interface MountOptions extends WidgetOptions {
  /** A CSS selector of the element to render into. */
  elementId: string;
  /** A client from `createAuthClient`, or a public token (a client is created for it). */
  client: AuthClient | string;
  /** Client options when `client` is a public token. */
  clientOptions?: AuthClientOptions;
}
