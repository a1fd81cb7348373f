/**
 * The reviewed differences between the reference provider's wire and our client's (wire.spec.ts). Every entry says
 * why the difference is fine; a difference not listed here fails the comparison, and an entry no comparison needs
 * any more fails it too, so the list stays as short as the truth.
 */

/** One accepted difference. */
export interface WireAllowance {
  /** The call, as our client names it (`passwords.create`), or `*` for every call. */
  call: string;
  /** What differs (`header.x-sdk-client`, `body.events`, `request GET /sdk/v1/users/me`); a trailing `*` is a prefix. */
  where: string;
  /** The exact detail, when only that one is accepted (`only in ours`). */
  detail?: string;
  reason: string;
}

export const WIRE_ALLOW_LIST: readonly WireAllowance[] = [
  {
    call: '*',
    where: 'header.content-type',
    detail: 'only in reference',
    reason:
      'the reference SDK labels every request as JSON, bodiless GET and DELETE calls included; ours labels only a ' +
      'request that has a JSON body, and the provider reads no body on those calls',
  },
  {
    call: 'webauthn.update',
    where: 'request GET /sdk/v1/users/me',
    detail: 'only in ours',
    reason:
      'after a rename ours reads the user again so lists show the new name; the reference SDK leaves its stored ' +
      'user stale (its update call reads no user)',
  },
];

/** Methods of our client with no counterpart compared on the wire, and why. */
export const NOT_COMPARED: Readonly<Record<string, string>> = {
  'oauth.googleOneTap.start': 'covered by the frame protocol tests (One Tap runs through the helper frame)',
  'oauth.googleOneTap.cancel': 'covered by the frame protocol tests (One Tap runs through the helper frame)',
  parsePhoneNumber: 'covered by the frame protocol tests (parsedPhoneNumber runs through the helper frame)',
  'session.getSync': 'no wire: reads the stored session',
  'session.getTokens': 'no wire: reads the stored tokens',
  'session.getIntermediateSessionToken': 'no wire: reads the stored token',
  'session.onChange': 'no wire: a subscription',
  'user.getSync': 'no wire: reads the stored user',
  'user.onChange': 'no wire: a subscription',
  'webauthn.browserSupportsAutofill': 'no wire: asks the browser',
  'user.deleteCryptoWallet': 'the reference SDK (4.18.2) has no call that deletes a crypto wallet',
  logEvent: 'compared as the `events` batch it leads to',
  flushEvents: 'compared as the `events` batch it sends',
  dispose: 'no wire: stops timers and listeners',
  onWarning: 'no wire: a subscription to the storage warnings of this browser',
};
