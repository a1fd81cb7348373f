/**
 * Our client speaks the reference provider's wire: each method of our client that has a counterpart in the reference
 * headless client is called with the same inputs on both, each on a fresh emulator, and what each sent (recorded in
 * the browser) is compared: method, path, query parameter names, body field names and JSON types, SDK headers and
 * the shape of the Basic auth. A difference fails unless wireAllowList.ts accepts it with a reason.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request, TestInfo } from '@playwright/test';
import bs58 from 'bs58';
import type { ProjectConfig } from '@auth-widget/harness';
import { totpCode } from '@auth-widget/harness/testing';
import type { EmulatorHandle, Inbox, Passkeys } from '@auth-widget/harness/fixtures';
import { DEFAULT_USER_ROLE } from '@auth-widget/sdk/protocol';
import { NOT_COMPARED, WIRE_ALLOW_LIST, type WireAllowance } from './wireAllowList.ts';
import { BACKGROUND, WireRecorder, allowanceFor, compareCalls, type WireCall, type WireDifference } from './wireRecording.ts';
import { STRONG_PASSWORD, tokenOf } from './referenceClient.ts';
import { mountLogin, type ReferenceLoginConfig } from './referenceUi.ts';
import { expect, test } from './test.ts';

// In order, in one worker (the config shares tests out): the summary at the end reads what every comparison saved.
test.describe.configure({ mode: 'default' });

type Side = 'reference' | 'ours';

/** What a case's steps get: the side, its page and the harness, and calls on that side's client. */
interface Run {
  side: Side;
  page: Page;
  siteUrl: string;
  emulator: EmulatorHandle;
  inbox: Inbox;
  /** Calls a method of the side's client (`passwords.create`; `#internal` reaches the reference's internals). */
  invoke(path: string, ...args: unknown[]): Promise<any>;
  /** Makes a new client of the side on the current page (after a navigation). */
  newClient(): Promise<void>;
}

interface WireCase {
  /** The call, as our client names it. */
  name: string;
  /** What sets this case apart from others of the same call, in the report (`captcha on`). */
  label?: string;
  project?: Partial<ProjectConfig>;
  route?: string;
  /** Sign a user up with the side's own `passwords.create` first. */
  signedIn?: boolean;
  /** Steps before the recorded call (their own calls are not recorded); the result goes to `call`. */
  prepare?: (run: Run) => Promise<any>;
  /** The recorded call. Refusals are recorded too: the wire of a refused call compares as well. */
  call: (run: Run, prepared: any) => Promise<unknown>;
}

const EMAIL = 'wire@example.com';

const CAPTCHA_ON = { captcha_settings: { enabled: true, siteKey: 'wire-site-key' } };
/** The bot-protection settings compared: a name, the project, and a DFP verdict for every telemetry id. */
const BOT_SETTINGS: [string, Partial<ProjectConfig>, ('CHALLENGE' | 'BLOCK')?][] = [
  ['captcha on', CAPTCHA_ON],
  ['DFP OBSERVATION', { ...CAPTCHA_ON, dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'OBSERVATION' }],
  ['DFP DECISIONING', { ...CAPTCHA_ON, dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'DECISIONING' }],
  ['DFP DECISIONING, challenged', { ...CAPTCHA_ON, dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'DECISIONING' }, 'CHALLENGE'],
];
const PHONE = '+12025550199';
const SITE_ROUTE = '/';

/** Both sides' name of a method when they differ. */
const named = (run: Run, reference: string, ours: string) => (run.side === 'reference' ? reference : ours);

async function codeFor(run: Run, send: Promise<any>, to: string): Promise<{ code: string; methodId: string }> {
  const { method_id } = await send;
  return { code: await run.inbox.code(to), methodId: method_id };
}

async function signInWithOtp(run: Run, channel: 'email' | 'sms', to: string): Promise<void> {
  const { code, methodId } = await codeFor(run, run.invoke(`otps.${channel}.send`, to, {}), to);
  await run.invoke('otps.authenticate', code, methodId, { session_duration_minutes: 60 });
}

/** Starts Google OAuth (a redirect) and consents; the page ends on the site's /authenticate with a token. */
async function oauthRedirect(run: Run): Promise<string> {
  await run.page.evaluate((url) => {
    void (window as any).client.oauth.google.start({ login_redirect_url: `${url}/authenticate`, signup_redirect_url: `${url}/authenticate` });
  }, run.siteUrl);
  await run.page.getByLabel('Sign in as').fill(EMAIL);
  await run.page.getByRole('button', { name: 'Continue', exact: true }).click();
  await run.page.waitForURL((url) => url.pathname === '/authenticate' && url.searchParams.has('token'));
  await run.page.waitForFunction(() => typeof window.Reference === 'object');
  await run.newClient();
  return tokenOf(run.page.url());
}

async function registerPasskey(run: Run): Promise<string> {
  const answer = await run.invoke('webauthn.register', { is_passkey: true, session_duration_minutes: 60 });
  return answer.webauthn_registration_id;
}

/** Connects the page's wallet, starts, and signs the challenge; answers the authenticate options. */
async function walletSignature(run: Run, chain: 'ethereum' | 'solana') {
  const signed = await run.page.evaluate(async (chain) => {
    const w = window as any;
    const address = chain === 'ethereum' ? (await w.ethereum.request({ method: 'eth_requestAccounts' }))[0] : (await w.solana.connect()).publicKey.toBase58();
    const { challenge } = await w.client.cryptoWallets.authenticateStart({ crypto_wallet_address: address, crypto_wallet_type: chain });
    const signature =
      chain === 'ethereum'
        ? await w.ethereum.request({ method: 'personal_sign', params: [challenge, address] })
        : Array.from((await w.solana.signMessage(new TextEncoder().encode(challenge))).signature as Uint8Array);
    return { address, signature };
  }, chain);
  const signature = typeof signed.signature === 'string' ? signed.signature : bs58.encode(Uint8Array.from(signed.signature as number[]));
  return { crypto_wallet_address: signed.address, crypto_wallet_type: chain, signature, session_duration_minutes: 60 };
}

const sendOptions = (run: Run) => ({
  login_magic_link_url: `${run.siteUrl}/authenticate`,
  signup_magic_link_url: `${run.siteUrl}/authenticate`,
  login_expiration_minutes: 30,
  signup_expiration_minutes: 30,
});

const CASES: Record<string, WireCase[]> = {
  magicLinks: [
    { name: 'magicLinks.email.loginOrCreate', call: (run) => run.invoke('magicLinks.email.loginOrCreate', EMAIL, sendOptions(run)) },
    {
      name: 'magicLinks.email.loginOrCreate',
      project: { pkce_required_for_email_magic_links: true },
      call: (run) => run.invoke('magicLinks.email.loginOrCreate', EMAIL, sendOptions(run)),
    },
    {
      name: 'magicLinks.email.send',
      prepare: (run) => run.emulator.seedUser({ email: EMAIL }),
      call: (run) => run.invoke('magicLinks.email.send', EMAIL, sendOptions(run)),
    },
    { name: 'magicLinks.email.send', signedIn: true, call: (run) => run.invoke('magicLinks.email.send', 'wire-2@example.com', sendOptions(run)) },
    {
      name: 'magicLinks.authenticate',
      project: { pkce_required_for_email_magic_links: true },
      prepare: async (run) => {
        await run.invoke('magicLinks.email.loginOrCreate', EMAIL, sendOptions(run));
        return tokenOf(await run.inbox.link(EMAIL));
      },
      call: (run, token) => run.invoke('magicLinks.authenticate', token, { session_duration_minutes: 60 }),
    },
  ],
  otps: [
    ...(['sms', 'whatsapp', 'email'] as const).flatMap((channel): WireCase[] => {
      const to = channel === 'email' ? EMAIL : PHONE;
      return [
        { name: `otps.${channel}.loginOrCreate`, call: (run) => run.invoke(`otps.${channel}.loginOrCreate`, to, { expiration_minutes: 5 }) },
        {
          name: `otps.${channel}.send`,
          prepare: (run) => run.emulator.seedUser(channel === 'email' ? { email: to } : { phone_number: to }),
          call: (run) => run.invoke(`otps.${channel}.send`, to, { expiration_minutes: 5 }),
        },
        {
          name: `otps.${channel}.send`,
          signedIn: true,
          call: (run) => run.invoke(`otps.${channel}.send`, channel === 'email' ? 'wire-2@example.com' : PHONE, {}),
        },
      ];
    }),
    {
      name: 'otps.authenticate',
      prepare: (run) => codeFor(run, run.invoke('otps.email.loginOrCreate', EMAIL, {}), EMAIL),
      call: (run, { code, methodId }) => run.invoke('otps.authenticate', code, methodId, { session_duration_minutes: 60 }),
    },
  ],
  oauth: [
    {
      name: 'oauth.google.start',
      project: { pkce_required_for_oauth: true },
      call: async (run) => {
        const started = run.page.waitForRequest((request) => new URL(request.url()).pathname === '/v1/public/oauth/google/start');
        await run.page.evaluate((url) => {
          void (window as any).client.oauth.google.start({
            login_redirect_url: `${url}/authenticate`,
            signup_redirect_url: `${url}/authenticate`,
            custom_scopes: ['profile', 'email'],
            provider_params: { prompt: 'select_account' },
          });
        }, run.siteUrl);
        await started;
        // The start is a navigation: let it land (the consent page) before the next page load.
        await run.page.waitForURL((url) => url.origin === new URL(run.emulator.url).origin);
      },
    },
    {
      name: 'oauth.authenticate',
      project: { pkce_required_for_oauth: true },
      prepare: oauthRedirect,
      call: (run, token) => run.invoke('oauth.authenticate', token, { session_duration_minutes: 60 }),
    },
  ],
  cryptoWallets: [
    {
      name: 'cryptoWallets.authenticateStart',
      call: async (run) => {
        const address = await run.page.evaluate(async () => (await (window as any).ethereum.request({ method: 'eth_requestAccounts' }))[0]);
        return run.invoke('cryptoWallets.authenticateStart', { crypto_wallet_address: address, crypto_wallet_type: 'ethereum' });
      },
    },
    {
      name: 'cryptoWallets.authenticateStart',
      signedIn: true,
      call: async (run) => {
        const address = await run.page.evaluate(async () => (await (window as any).solana.connect()).publicKey.toBase58());
        return run.invoke('cryptoWallets.authenticateStart', { crypto_wallet_address: address, crypto_wallet_type: 'solana' });
      },
    },
    ...(['ethereum', 'solana'] as const).map(
      (chain): WireCase => ({
        name: 'cryptoWallets.authenticate',
        prepare: (run) => walletSignature(run, chain),
        call: (run, options) => run.invoke('cryptoWallets.authenticate', options),
      }),
    ),
  ],
  passwords: [
    { name: 'passwords.create', call: (run) => run.invoke('passwords.create', { email: EMAIL, password: STRONG_PASSWORD, session_duration_minutes: 60 }) },
    {
      name: 'passwords.authenticate',
      prepare: (run) => run.emulator.seedUser({ email: EMAIL, password: STRONG_PASSWORD }),
      call: (run) => run.invoke('passwords.authenticate', { email: EMAIL, password: STRONG_PASSWORD, session_duration_minutes: 60 }),
    },
    { name: 'passwords.strengthCheck', call: (run) => run.invoke('passwords.strengthCheck', { email: EMAIL, password: 'password1' }) },
    { name: 'passwords.strengthCheck', call: (run) => run.invoke('passwords.strengthCheck', { password: STRONG_PASSWORD }) },
    {
      name: 'passwords.resetByEmailStart',
      project: { pkce_required_for_password_resets: true },
      prepare: (run) => run.emulator.seedUser({ email: EMAIL, password: STRONG_PASSWORD }),
      call: (run) =>
        run.invoke('passwords.resetByEmailStart', {
          email: EMAIL,
          login_redirect_url: `${run.siteUrl}/authenticate`,
          reset_password_redirect_url: `${run.siteUrl}/reset-password`,
          reset_password_expiration_minutes: 30,
        }),
    },
    {
      name: 'passwords.resetByEmail',
      project: { pkce_required_for_password_resets: true },
      prepare: async (run) => {
        await run.emulator.seedUser({ email: EMAIL, password: STRONG_PASSWORD });
        await run.invoke('passwords.resetByEmailStart', { email: EMAIL, reset_password_redirect_url: `${run.siteUrl}/reset-password` });
        return tokenOf(await run.inbox.link(EMAIL));
      },
      call: (run, token) => run.invoke('passwords.resetByEmail', { token, password: `${STRONG_PASSWORD}-2`, session_duration_minutes: 60 }),
    },
    {
      name: 'passwords.resetByExistingPassword',
      prepare: (run) => run.emulator.seedUser({ email: EMAIL, password: STRONG_PASSWORD }),
      call: (run) =>
        run.invoke('passwords.resetByExistingPassword', {
          email: EMAIL,
          existing_password: STRONG_PASSWORD,
          new_password: `${STRONG_PASSWORD}-2`,
          session_duration_minutes: 60,
        }),
    },
    {
      name: 'passwords.resetBySession',
      signedIn: true,
      call: (run) => run.invoke('passwords.resetBySession', { password: `${STRONG_PASSWORD}-2`, session_duration_minutes: 60 }),
    },
  ],
  webauthn: [
    {
      name: 'webauthn.register',
      route: '/passkeys',
      signedIn: true,
      call: (run) => run.invoke('webauthn.register', { is_passkey: true, session_duration_minutes: 60 }),
    },
    {
      name: 'webauthn.register',
      route: '/passkeys',
      signedIn: true,
      call: (run) => run.invoke('webauthn.register', { domain: 'localhost', authenticator_type: 'platform', session_duration_minutes: 60 }),
    },
    {
      name: 'webauthn.authenticate',
      route: '/passkeys',
      signedIn: true,
      prepare: async (run) => {
        await registerPasskey(run);
        await run.invoke('session.revoke');
      },
      call: (run) => run.invoke('webauthn.authenticate', { is_passkey: true, session_duration_minutes: 60 }),
    },
    {
      name: 'webauthn.authenticate',
      route: '/passkeys',
      signedIn: true,
      prepare: registerPasskey,
      call: (run) => run.invoke('webauthn.authenticate', { domain: 'localhost', session_duration_minutes: 60 }),
    },
    {
      name: 'webauthn.update',
      route: '/passkeys',
      signedIn: true,
      prepare: registerPasskey,
      call: (run, id) => run.invoke('webauthn.update', { webauthn_registration_id: id, name: 'Work laptop' }),
    },
  ],
  totps: [
    { name: 'totps.create', signedIn: true, call: (run) => run.invoke('totps.create', { expiration_minutes: 5 }) },
    {
      name: 'totps.authenticate',
      signedIn: true,
      prepare: (run) => run.invoke('totps.create', { expiration_minutes: 5 }),
      call: (run, created) =>
        run.invoke('totps.authenticate', { totp_code: totpCode(created.secret, run.emulator.server.store.clock.now()), session_duration_minutes: 60 }),
    },
    {
      name: 'totps.recoveryCodes',
      signedIn: true,
      prepare: (run) => run.invoke('totps.create', { expiration_minutes: 5 }),
      call: (run) => run.invoke('totps.recoveryCodes'),
    },
    {
      name: 'totps.recover',
      signedIn: true,
      prepare: async (run) => {
        const created = await run.invoke('totps.create', { expiration_minutes: 5 });
        await run.invoke('totps.authenticate', { totp_code: totpCode(created.secret, run.emulator.server.store.clock.now()), session_duration_minutes: 60 });
        return created.recovery_codes[0];
      },
      call: (run, code) => run.invoke('totps.recover', { recovery_code: code, session_duration_minutes: 60 }),
    },
  ],
  user: [
    { name: 'user.get', signedIn: true, call: (run) => run.invoke('user.get') },
    { name: 'user.update', signedIn: true, call: (run) => run.invoke('user.update', { untrusted_metadata: { theme: 'dark', plan: null } }) },
    {
      name: 'user.deleteEmail',
      signedIn: true,
      prepare: async (run) => {
        await signInWithOtp(run, 'email', 'wire-2@example.com');
        return (await run.invoke('user.get')).emails.find((e: any) => e.email === 'wire-2@example.com').email_id;
      },
      call: (run, id) => run.invoke('user.deleteEmail', id),
    },
    {
      name: 'user.deletePhoneNumber',
      signedIn: true,
      prepare: async (run) => {
        await signInWithOtp(run, 'sms', PHONE);
        return (await run.invoke('user.get')).phone_numbers[0].phone_id;
      },
      call: (run, id) => run.invoke('user.deletePhoneNumber', id),
    },
    {
      name: 'user.deleteTotp',
      signedIn: true,
      prepare: async (run) => (await run.invoke('totps.create', { expiration_minutes: 5 })).totp_id,
      call: (run, id) => run.invoke(named(run, 'user.deleteTOTP', 'user.deleteTotp'), id),
    },
    {
      name: 'user.deleteOAuthRegistration',
      prepare: async (run) => {
        await run.invoke('oauth.authenticate', await oauthRedirect(run), { session_duration_minutes: 60 });
        return (await run.invoke('user.get')).providers[0].oauth_user_registration_id;
      },
      call: (run, id) => run.invoke('user.deleteOAuthRegistration', id),
    },
    {
      name: 'user.deleteWebauthnRegistration',
      route: '/passkeys',
      signedIn: true,
      prepare: registerPasskey,
      call: (run, id) => run.invoke('user.deleteWebauthnRegistration', id),
    },
    {
      name: 'user.deleteBiometricRegistration',
      signedIn: true,
      call: (run) => run.invoke('user.deleteBiometricRegistration', 'biometric-registration-test-none'),
    },
    {
      name: 'user.search',
      call: (run) => run.invoke(named(run, '#internal.searchManager.searchUser', 'user.search'), EMAIL),
    },
  ],
  session: [
    { name: 'session.authenticate', signedIn: true, call: (run) => run.invoke('session.authenticate', { session_duration_minutes: 90 }) },
    { name: 'session.authenticate', signedIn: true, call: (run) => run.invoke('session.authenticate') },
    { name: 'session.revoke', signedIn: true, call: (run) => run.invoke('session.revoke') },
  ],
  // Each bot-protection setting of the project, with the reference SDK's scripts routed to the emulator's stand-ins
  // (test.ts): which fields each call carries, and the one retry a DFP challenge causes, call by call.
  botProtection: BOT_SETTINGS.flatMap(([setting, project, verdict]): WireCase[] =>
    [
      { name: 'magicLinks.email.loginOrCreate', call: (run: Run) => run.invoke('magicLinks.email.loginOrCreate', EMAIL, sendOptions(run)) },
      { name: 'otps.sms.loginOrCreate', call: (run: Run) => run.invoke('otps.sms.loginOrCreate', PHONE, { expiration_minutes: 5 }) },
      { name: 'otps.email.loginOrCreate', call: (run: Run) => run.invoke('otps.email.loginOrCreate', EMAIL, { expiration_minutes: 5 }) },
      {
        name: 'passwords.create',
        call: (run: Run) => run.invoke('passwords.create', { email: EMAIL, password: STRONG_PASSWORD, session_duration_minutes: 60 }),
      },
    ].map((wireCase) => ({
      ...wireCase,
      project,
      prepare: verdict ? (run: Run) => run.emulator.botProtection({ dfp_default_verdict: verdict }) : undefined,
      label: setting,
    })),
  ),
  b2b: [
    {
      name: 'b2b.organizations.members.search',
      call: (run) =>
        run.side === 'reference'
          ? run.invoke('#internal.searchManager.searchMember', 'ada@acme.test', 'organization-test-acme')
          : run.invoke('b2b.organizations.members.search', { email_address: 'ada@acme.test', organization_id: 'organization-test-acme' }),
    },
  ],
};

/** One compared call: how many requests each side made and the differences, each with the entry accepting it. */
interface Comparison {
  call: string;
  requests: number;
  differences: (WireDifference & { allowed?: WireAllowance })[];
}

/**
 * Where each test leaves its comparisons for the summary, since a failed test restarts the worker and its module
 * state. Named after the runner's process (every worker's parent), so each run reads only its own.
 */
const comparisonsDir = (testInfo: TestInfo) => join(testInfo.project.outputDir, `wire-comparisons-${process.ppid}`);

function saveComparisons(testInfo: TestInfo, name: string, list: Comparison[]): void {
  mkdirSync(comparisonsDir(testInfo), { recursive: true });
  writeFileSync(join(comparisonsDir(testInfo), `${name}.json`), JSON.stringify(list, null, 2));
}

function loadComparisons(testInfo: TestInfo): Comparison[] {
  let files: string[];
  try {
    files = readdirSync(comparisonsDir(testInfo));
  } catch {
    return [];
  }
  return files.flatMap((file) => JSON.parse(readFileSync(join(comparisonsDir(testInfo), file), 'utf8')) as Comparison[]);
}

/** Opens the conformance page fresh: no cookies, no storage, no client yet. */
async function openPage(page: Page, siteUrl: string, route: string): Promise<void> {
  // Leave the last side's page first: the reference SDK re-writes its cookies a moment after each write, and both
  // SDKs use the same cookie names, so a page still open could sign the next side in after the cookies are cleared.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(`${siteUrl}${route}`);
  await page.evaluate(() => localStorage.clear());
}

/** Opens the conformance page fresh and makes the side's client as `window.client`. */
async function openSide(page: Page, siteUrl: string, side: Side, route: string): Promise<void> {
  await openPage(page, siteUrl, route);
  await newClientOn(page, side);
}

async function newClientOn(page: Page, side: Side): Promise<void> {
  await page.evaluate((side) => {
    const { emulatorUrl, publicToken } = window.conformanceEnv;
    (window as any).client =
      side === 'reference' ? window.Reference.headless() : window.Ours.createAuthClient(publicToken, { endpoints: { testApiUrl: emulatorUrl } });
  }, side);
}

function makeRun(side: Side, page: Page, siteUrl: string, emulator: EmulatorHandle, inbox: Inbox): Run {
  return {
    side,
    page,
    siteUrl,
    emulator,
    inbox,
    async invoke(path, ...args) {
      const answer = await page.evaluate(
        async ({ path, args }) => {
          let owner: any = null;
          let target: any = (window as any).client;
          for (const key of path.split('.')) {
            owner = target;
            target = key === '#internal' ? target[Symbol.for('stytch__internal_b2c')] : target[key];
          }
          try {
            return { ok: await target.apply(owner, args) };
          } catch (error: any) {
            return { error: `${error?.error_type ?? error?.errorType ?? ''} ${error?.message ?? error}` };
          }
        },
        { path, args },
      );
      if ('error' in answer) throw new Error(`${side} ${path}: ${answer.error}`);
      return answer.ok;
    },
    newClient: () => newClientOn(page, side),
  };
}

/** Runs a case on one side: fresh emulator, fresh page and client, its setup, then the recorded call. */
async function runSide(
  side: Side,
  wireCase: WireCase,
  fixtures: { page: Page; siteUrl: string; emulator: EmulatorHandle; inbox: Inbox; passkeys: Passkeys; recorder: WireRecorder },
): Promise<WireCall[]> {
  const { page, siteUrl, emulator, inbox, passkeys, recorder } = fixtures;
  emulator.reset(wireCase.project);
  await (await passkeys.on(page)).clearCredentials();
  await openSide(page, siteUrl, side, wireCase.route ?? SITE_ROUTE);
  const run = makeRun(side, page, siteUrl, emulator, inbox);
  if (wireCase.signedIn) await run.invoke('passwords.create', { email: EMAIL, password: STRONG_PASSWORD, session_duration_minutes: 60 });
  const prepared = await wireCase.prepare?.(run);
  const calls = await recorder.record(() => wireCase.call(run, prepared).catch(() => undefined));
  return calls.filter((call) => !BACKGROUND.test(call.path));
}

function record(call: string, reference: WireCall[], ours: WireCall[], publicToken: string): Comparison {
  const differences = compareCalls(call, reference, ours, publicToken).map((difference) => ({
    ...difference,
    allowed: allowanceFor(difference, WIRE_ALLOW_LIST),
  }));
  return { call, requests: Math.max(reference.length, ours.length), differences };
}

function unallowed(list: Comparison[]): string[] {
  return list.flatMap((c) => c.differences.filter((d) => !d.allowed).map((d) => `${d.call} ${d.where}: ${d.detail}`));
}

for (const [namespace, cases] of Object.entries(CASES)) {
  test(`${namespace}: our client's calls match the reference SDK's on the wire`, async (
    { page, openReference, referenceSite, emulator, inbox, passkeys, wallet },
    testInfo,
  ) => {
    test.setTimeout(30_000 + cases.length * 10_000);
    expect(wallet.ethereumAddress).toBeTruthy();
    await passkeys.add();
    await openReference(page);
    const recorder = new WireRecorder(page, new URL(emulator.url).origin);
    const fixtures = { page, siteUrl: referenceSite.url, emulator, inbox, passkeys, recorder };
    const results: Comparison[] = [];
    for (const wireCase of cases) {
      const reference = await runSide('reference', wireCase, fixtures);
      const ours = await runSide('ours', wireCase, fixtures);
      expect(reference.length, `${wireCase.name}: the reference SDK made no call`).toBeGreaterThan(0);
      results.push(record(wireCase.label ? `${wireCase.name} [${wireCase.label}]` : wireCase.name, reference, ours, emulator.publicToken));
    }
    saveComparisons(testInfo, namespace, results);
    await testInfo.attach(`wire-${namespace}.json`, { body: JSON.stringify(results, null, 2), contentType: 'application/json' });
    expect(unallowed(results)).toEqual([]);
  });
}

test('background calls: bootstrap and the telemetry batch', async ({ page, openReference, referenceSite, emulator }, testInfo) => {
  await openReference(page);
  const recorder = new WireRecorder(page, new URL(emulator.url).origin);
  const background = async (side: Side, run: () => Promise<unknown>) => {
    await openPage(page, referenceSite.url, SITE_ROUTE);
    return recorder.record(run);
  };
  const isEvents = (call: WireCall) => call.path === '/sdk/v1/events';
  const isBootstrap = (call: WireCall) => call.path.startsWith('/sdk/v1/projects/bootstrap/');
  const reference = await background('reference', async () => {
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/sdk/v1/events');
    await newClientOn(page, 'reference');
    await sent;
  });
  const ours = await background('ours', async () => {
    await newClientOn(page, 'ours');
    await page.evaluate(async () => {
      const client = (window as any).client;
      await client.getBootstrap();
      await client.flushEvents();
    });
  });
  const results = [
    record('bootstrap', reference.filter(isBootstrap).slice(0, 1), ours.filter(isBootstrap).slice(0, 1), emulator.publicToken),
    record('events', reference.filter(isEvents).slice(0, 1), ours.filter(isEvents).slice(0, 1), emulator.publicToken),
  ];
  saveComparisons(testInfo, 'background', results);
  await testInfo.attach('wire-background.json', { body: JSON.stringify(results, null, 2), contentType: 'application/json' });
  expect(unallowed(results)).toEqual([]);
});

/**
 * The login config both widgets are mounted with: nested objects, arrays of strings and of objects, numbers and
 * booleans, as a host writes them. Email magic links and SMS passcodes, so neither widget shows a config error.
 */
const LOGIN_CONFIG = {
  products: ['emailMagicLinks', 'oauth', 'otp'],
  emailMagicLinksOptions: {
    loginRedirectURL: 'http://localhost/authenticate',
    loginExpirationMinutes: 30,
    signupRedirectURL: 'http://localhost/authenticate',
    signupExpirationMinutes: 30,
    createUserAsPending: false,
  },
  oauthOptions: {
    providers: [{ type: 'google', one_tap: false }, { type: 'github', custom_scopes: ['read:user'] }],
    loginRedirectURL: 'http://localhost/authenticate',
    signupRedirectURL: 'http://localhost/authenticate',
  },
  otpOptions: { methods: ['sms'], expirationMinutes: 10 },
  sessionOptions: { sessionDurationMinutes: 60 },
};

/** A telemetry batch (a bare JSON array of `{ telemetry, event }`) with the widget's `render_login_screen`. */
const isRenderBatch = (request: Request) =>
  new URL(request.url()).pathname === '/sdk/v1/events' && (request.postData() ?? '').includes('"render_login_screen"');

test('the widget\'s render_login_screen event: the reference UI\'s and ours, envelope and details', async ({ page, openReference, referenceSite, emulator }, testInfo) => {
  await openReference(page);
  const recorder = new WireRecorder(page, new URL(emulator.url).origin);
  /** Mounts one side's login widget on a fresh page; answers the batch that carried the event and the event's entry. */
  const rendered = async (mount: () => Promise<void>) => {
    await openPage(page, referenceSite.url, SITE_ROUTE);
    const calls = await recorder.record(async () => {
      const sent = page.waitForRequest(isRenderBatch);
      await mount();
      await sent;
    });
    const call = calls.find((c) => c.path === '/sdk/v1/events' && JSON.stringify(c.body).includes('"render_login_screen"'))!;
    const entry = (call.body as any[]).find((e) => e?.event?.event_name === 'render_login_screen');
    // Only this entry is compared: which other events share its batch depends on when each SDK's timer fires.
    return { call: { ...call, body: [entry] } as WireCall, entry };
  };
  const reference = await rendered(() => mountLogin(page, LOGIN_CONFIG as unknown as ReferenceLoginConfig));
  const ours = await rendered(() =>
    page.evaluate(async (config) => {
      const { emulatorUrl, publicToken } = window.conformanceEnv;
      const ui = await window.loadOursUi();
      type Config = Parameters<typeof ui.mountLogin>[0]['config'];
      ui.mountLogin({ elementId: '#widget', client: publicToken, clientOptions: { endpoints: { testApiUrl: emulatorUrl } }, config: config as Config });
    }, LOGIN_CONFIG),
  );
  const results = [record('render_login_screen', [reference.call], [ours.call], emulator.publicToken)];
  saveComparisons(testInfo, 'renderLoginScreen', results);
  await testInfo.attach('wire-render-login-screen.json', {
    body: JSON.stringify({ comparison: results, reference: reference.entry, ours: ours.entry }, null, 2),
    contentType: 'application/json',
  });
  expect(unallowed(results)).toEqual([]);
  // Beyond the shapes: the same envelope, field for field and in order, and the same event, whose details are the
  // config the host passed, as it passed it.
  expect(Object.keys(ours.entry)).toEqual(Object.keys(reference.entry));
  expect(Object.keys(ours.entry.event)).toEqual(Object.keys(reference.entry.event));
  expect(ours.entry.event).toEqual(reference.entry.event);
  expect(reference.entry.event.details).toEqual({ options: LOGIN_CONFIG });
});

/** An RBAC policy with one role beyond the default one, and the resource it acts on. */
const RBAC_POLICY = {
  roles: [{ role_id: 'editor', description: 'Edits documents', permissions: [{ resource_id: 'documents', actions: ['read', 'write'] }] }],
  resources: [{ resource_id: 'documents', description: 'Documents', actions: ['read', 'write'] }],
};

test('answers as each SDK reads them: bootstrap\'s rbac_policy, project_name and vertical; roles on the user and the session', async ({
  page,
  openReference,
  referenceSite,
  emulator,
  inbox,
}, testInfo) => {
  await openReference(page);
  /** Signs up on one side, has the provider assign a role, refreshes the session; answers what the side holds. */
  const read = async (side: Side) => {
    emulator.reset({ rbac_policy: RBAC_POLICY });

    await openSide(page, referenceSite.url, side, SITE_ROUTE);
    const run = makeRun(side, page, referenceSite.url, emulator, inbox);
    const { user_id } = await run.invoke('passwords.create', { email: EMAIL, password: STRONG_PASSWORD, session_duration_minutes: 60 });
    // As the provider's dashboard or backend API would: no SDK call assigns roles.
    const assigned = await fetch(`${emulator.url}/__dev/api/users/${user_id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ roles: ['editor'] }),
    });
    expect(assigned.status).toBe(200);
    await run.invoke('session.authenticate', { session_duration_minutes: 60 });
    const held = await page.evaluate(async (side) => {
      const client = (window as any).client;
      const bootstrap = side === 'reference' ? await client[Symbol.for('stytch__internal_b2c')].bootstrap.getAsync() : await client.getBootstrap();
      return { bootstrap, user: client.user.getSync(), session: client.session.getSync() };
    }, side);
    // What the provider sends for this project, asked as both SDKs ask it (the page's own answer may be gone with a
    // navigation, or come from the browser's cache without an event).
    const answer = await fetch(`${emulator.url}/sdk/v1/projects/bootstrap/${emulator.publicToken}`, {
      headers: { Authorization: `Basic ${btoa(`${emulator.publicToken}:${emulator.publicToken}`)}` },
    });
    const received = ((await answer.json()) as { data: Record<string, any> }).data;
    return { ...held, received };
  };
  const reference = await read('reference');
  const ours = await read('ours');
  await testInfo.attach('answers-read.json', { body: JSON.stringify({ reference, ours }, null, 2), contentType: 'application/json' });

  // Both received the policy as an object, and both read it as sent (the reference SDK as `rbacPolicy`).
  expect(reference.received.rbac_policy).toEqual(RBAC_POLICY);
  expect(reference.bootstrap.rbacPolicy).toEqual(reference.received.rbac_policy);
  expect(ours.bootstrap.rbac_policy).toEqual(reference.bootstrap.rbacPolicy);
  // The project's name and vertical: both received them; the reference SDK of this suite (4.18.2) maps its bootstrap
  // to its own names and keeps neither (its 6.x successors read them as `projectName` and `vertical`); ours keeps
  // them as sent.
  expect(ours.received).toMatchObject({ project_name: reference.received.project_name, vertical: reference.received.vertical });
  expect(typeof reference.received.project_name).toBe('string');
  expect(typeof reference.received.vertical).toBe('string');
  expect(ours.bootstrap).toMatchObject({ project_name: ours.received.project_name, vertical: ours.received.vertical });
  // Roles: the default one and the one assigned, on the user and on the session, the same on both sides.
  const roles = (held: { user: any; session: any }) => ({ user: held.user?.roles, session: held.session?.roles });
  expect(roles(reference)).toEqual({ user: [DEFAULT_USER_ROLE, 'editor'], session: [DEFAULT_USER_ROLE, 'editor'] });
  expect(roles(ours)).toEqual(roles(reference));
});

test('every method of our client is compared or listed as not compared', async ({ page, openReference }) => {
  await openReference(page);
  const methods = await page.evaluate(() => {
    const { emulatorUrl, publicToken } = window.conformanceEnv;
    const client = window.Ours.createAuthClient(publicToken, { endpoints: { testApiUrl: emulatorUrl } });
    const found: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'function') found.push(path);
      else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    };
    walk(client, '');
    client.dispose();
    return found;
  });
  const compared = new Set(['getBootstrap', ...Object.values(CASES).flat().map((c) => c.name)]);
  const providerStarts = (method: string) => /^oauth\.[a-z]+\.start$/.test(method) && method !== 'oauth.googleOneTap.start';
  const uncovered = methods.filter((m) => !compared.has(m) && !(m in NOT_COMPARED) && !providerStarts(m));
  expect(uncovered).toEqual([]);
  // One provider's start stands for the others: they share one URL builder in our client and in the reference SDK.
  expect(methods.filter(providerStarts).length).toBeGreaterThan(10);
});

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a test uses from this pattern; this one uses none
test('summary: calls compared and differences left', async ({}, testInfo) => {
  const comparisons = loadComparisons(testInfo);
  const total = comparisons.length;
  const requests = comparisons.reduce((sum, c) => sum + c.requests, 0);
  const differences = comparisons.flatMap((c) => c.differences);
  // Entries come back from the files as copies: match them to the list by their fields.
  const key = (entry: WireAllowance) => `${entry.call} ${entry.where} ${entry.detail ?? ''}`;
  const used = new Set(differences.flatMap((d) => (d.allowed ? [key(d.allowed)] : [])));
  const lines = [
    `${total} calls compared (${requests} requests each side at most), ${differences.length} differences, ` +
      `${differences.filter((d) => !d.allowed).length} not allowed`,
    ...WIRE_ALLOW_LIST.map((entry) => `${used.has(key(entry)) ? 'used  ' : 'UNUSED'} ${entry.call} ${entry.where}${entry.detail ? ` (${entry.detail})` : ''}: ${entry.reason}`),
  ];
  console.log(lines.join('\n'));
  await testInfo.attach('wire-summary.txt', { body: lines.join('\n'), contentType: 'text/plain' });
  test.skip(total === 0, 'run with the comparisons');
  // Every case, and the background test's bootstrap and events, and the render_login_screen event.
  const allRan = total === Object.values(CASES).flat().length + 3;
  if (allRan) expect(WIRE_ALLOW_LIST.filter((entry) => !used.has(key(entry))), 'allow-list entries no difference needs').toEqual([]);
});
