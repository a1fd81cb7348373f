import { describe, expect, it } from 'vitest';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { AuthenticatorError, SoftAuthenticator } from './softAuthenticator.ts';

const ORIGIN = 'http://localhost:5173';
const RP_ID = 'localhost';

async function creationOptions(
  selection: { residentKey?: 'required' | 'preferred' | 'discouraged'; userVerification?: 'required' | 'preferred' | 'discouraged' } = {},
  excludeCredentials: { id: string }[] = [],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: 'Test',
    rpID: RP_ID,
    userName: 'ada@example.com',
    userDisplayName: 'Ada',
    attestationType: 'none',
    excludeCredentials,
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred', ...selection },
  });
}

/** The refusal a ceremony throws, for its name and message. */
function refusal(run: () => unknown): AuthenticatorError {
  try {
    run();
  } catch (error) {
    if (error instanceof AuthenticatorError) return error;
    throw error;
  }
  throw new Error('The ceremony did not fail.');
}

/** Flags byte of authenticator data (WebAuthn section 6.1). */
const flagsOf = (authenticatorData: string) => Buffer.from(authenticatorData, 'base64url')[32] ?? 0;

describe('SoftAuthenticator', () => {
  it('makes credentials @simplewebauthn/server verifies, then assertions with a rising counter', async () => {
    const authenticator = new SoftAuthenticator();
    const options = await creationOptions();
    const registration = authenticator.register(options, { origin: ORIGIN });
    const verified = await verifyRegistrationResponse({
      response: registration,
      expectedChallenge: options.challenge,
      expectedOrigin: ORIGIN,
      expectedRPID: RP_ID,
    });
    expect(verified.verified).toBe(true);
    if (!verified.registrationInfo) throw new Error('The registration did not verify.');
    // What getPublicKey() and getAuthenticatorData() give a page.
    expect(registration.response.publicKey).toMatch(/^MFkw/);
    expect(registration.response.authenticatorData).toBeTruthy();
    expect(authenticator.credentials[0]).toMatchObject({ discoverable: true, userName: 'ada@example.com', userDisplayName: 'Ada' });

    const { credential } = verified.registrationInfo;
    for (const counter of [1, 2]) {
      const request = await generateAuthenticationOptions({ rpID: RP_ID, userVerification: 'preferred' });
      const assertion = authenticator.authenticate(request, { origin: ORIGIN });
      const result = await verifyAuthenticationResponse({
        response: assertion,
        expectedChallenge: request.challenge,
        expectedOrigin: ORIGIN,
        expectedRPID: RP_ID,
        credential: { ...credential, counter: counter - 1 },
      });
      expect(result.authenticationInfo.newCounter).toBe(counter);
      expect(result.authenticationInfo.userVerified).toBe(true);
    }
  });

  it('refuses to register again for a credential it holds in excludeCredentials (InvalidStateError)', async () => {
    const authenticator = new SoftAuthenticator();
    authenticator.register(await creationOptions(), { origin: ORIGIN });
    const again = await creationOptions({}, [{ id: authenticator.credentials[0]!.id }]);
    const refused = refusal(() => authenticator.register(again, { origin: ORIGIN }));
    expect(refused.name).toBe('InvalidStateError');
    expect(refused.message).toMatch(/already registered with the relying party/);
    expect(authenticator.credentials).toHaveLength(1);
  });

  it('fails a ceremony that asks for verification the user refuses (NotAllowedError); discouraged goes through without UV', async () => {
    const authenticator = new SoftAuthenticator();
    authenticator.userVerified = false;
    const preferred = await creationOptions({ userVerification: 'preferred' });
    expect(refusal(() => authenticator.register(preferred, { origin: ORIGIN })).name).toBe('NotAllowedError');
    expect(authenticator.credentials).toHaveLength(0);

    const discouraged = authenticator.register(await creationOptions({ userVerification: 'discouraged' }), { origin: ORIGIN });
    expect(flagsOf(discouraged.response.authenticatorData!) & 0x04).toBe(0);
    const request = await generateAuthenticationOptions({ rpID: RP_ID, userVerification: 'required' });
    expect(refusal(() => authenticator.authenticate(request, { origin: ORIGIN })).name).toBe('NotAllowedError');

    authenticator.userVerified = true;
    const assertion = authenticator.authenticate(request, { origin: ORIGIN });
    expect(flagsOf(assertion.response.authenticatorData) & 0x04).toBe(0x04);
  });

  it('offers only discoverable credentials to a request that names none, and only the named ones otherwise', async () => {
    const authenticator = new SoftAuthenticator();
    const secondFactor: RegistrationResponseJSON = authenticator.register(await creationOptions({ residentKey: 'discouraged' }), { origin: ORIGIN });
    expect(authenticator.credentials[0]?.discoverable).toBe(false);
    const discoverable = await generateAuthenticationOptions({ rpID: RP_ID });
    expect(refusal(() => authenticator.authenticate(discoverable, { origin: ORIGIN })).name).toBe('NotAllowedError');

    const named = await generateAuthenticationOptions({ rpID: RP_ID, allowCredentials: [{ id: secondFactor.id }] });
    expect(authenticator.authenticate(named, { origin: ORIGIN }).id).toBe(secondFactor.id);

    const passkey = authenticator.register(await creationOptions(), { origin: ORIGIN });
    expect(authenticator.authenticate(discoverable, { origin: ORIGIN }).id).toBe(passkey.id);
    const other = await generateAuthenticationOptions({ rpID: RP_ID, allowCredentials: [{ id: 'AAAA' }] });
    expect(refusal(() => authenticator.authenticate(other, { origin: ORIGIN })).name).toBe('NotAllowedError');
  });

  it('refuses a required discoverable credential without resident keys (ConstraintError), and unsupported algorithms', async () => {
    const authenticator = new SoftAuthenticator();
    authenticator.hasResidentKey = false;
    const options = await creationOptions({ residentKey: 'required' });
    expect(refusal(() => authenticator.register(options, { origin: ORIGIN })).name).toBe('ConstraintError');
    const rsaOnly = { ...options, pubKeyCredParams: [{ type: 'public-key' as const, alg: -257 }] };
    expect(refusal(() => new SoftAuthenticator().register(rsaOnly, { origin: ORIGIN })).name).toBe('NotSupportedError');
  });

  it('lists, adds, removes and clears credentials; a roaming transport reports cross-platform', async () => {
    const authenticator = new SoftAuthenticator();
    authenticator.transport = 'usb';
    const made = authenticator.register(await creationOptions(), { origin: ORIGIN });
    expect(made.authenticatorAttachment).toBe('cross-platform');
    expect(made.response.transports).toEqual(['usb']);
    const [credential] = authenticator.credentials;

    const copy = new SoftAuthenticator();
    copy.addCredential({ ...credential! });
    copy.addCredential({ ...credential!, counter: 7 });
    expect(copy.credentials).toHaveLength(1);
    expect(copy.credentials[0]?.counter).toBe(7);
    const request = await generateAuthenticationOptions({ rpID: RP_ID });
    expect(copy.authenticate(request, { origin: ORIGIN }).id).toBe(made.id);

    expect(copy.removeCredential('unknown')).toBe(false);
    expect(copy.removeCredential(made.id)).toBe(true);
    expect(copy.credentials).toEqual([]);
    authenticator.clearCredentials();
    expect(authenticator.credentials).toEqual([]);
  });
});
