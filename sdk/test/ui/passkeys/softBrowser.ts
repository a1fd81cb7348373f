import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
// The emulator's software authenticator makes real P-256 credentials, so the emulator verifies them for real.
import { SoftAuthenticator } from '@auth-widget/harness/testing';

/**
 * `@simplewebauthn/browser` as a page would see it, with the ceremonies run by a software authenticator (happy-dom
 * has no `navigator.credentials`). Test files mock the library with `webauthnBrowserMock`; real browser ceremonies
 * are covered by the Playwright suite.
 */
export const softBrowser = {
  authenticator: new SoftAuthenticator(),
  /** Replaces the next ceremony (a browser error, a pending prompt). */
  next: null as null | (() => Promise<unknown>),
  reset(): void {
    softBrowser.authenticator = new SoftAuthenticator();
    softBrowser.next = null;
  },
};

function takeNext(): (() => Promise<unknown>) | null {
  const next = softBrowser.next;
  softBrowser.next = null;
  return next;
}

export const webauthnBrowserMock = {
  browserSupportsWebAuthn: () => true,
  browserSupportsWebAuthnAutofill: async () => false,
  startRegistration: async ({ optionsJSON }: { optionsJSON: PublicKeyCredentialCreationOptionsJSON }) =>
    takeNext()?.() ?? softBrowser.authenticator.register(optionsJSON, { origin: window.location.origin }),
  startAuthentication: async ({ optionsJSON }: { optionsJSON: PublicKeyCredentialRequestOptionsJSON }) =>
    takeNext()?.() ?? softBrowser.authenticator.authenticate(optionsJSON, { origin: window.location.origin }),
  WebAuthnAbortService: { cancelCeremony: () => {} },
};
