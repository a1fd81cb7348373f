/**
 * The reference provider's headless client's remaining calls on the emulator: the bootstrap it
 * reads at start, and the two searches its prebuilt UI makes through its internal search manager (the user search
 * of the password flow, the B2B member search).
 */
import type { Request } from '@playwright/test';
import { newReferenceClient, referenceSignUp, type ReferenceWindow } from './referenceClient.ts';
import { expect, test } from './test.ts';

/** The reference client's internals (where its search manager and bootstrap live). */
interface Internals {
  bootstrap: { getAsync(): Promise<Record<string, unknown>> };
  searchManager: {
    searchUser(email: string): Promise<{ userType: string }>;
    searchMember(email: string, organizationId: string): Promise<{ member: { member_id: string } | null }>;
  };
}

test.describe('with PKCE required for OAuth', () => {
  test.use({ emulatorProject: { pkce_required_for_oauth: true, password_config: { luds_complexity: 3, luds_minimum_count: 10 } } });

  test('bootstrap: read once at start and mapped into the reference configuration', async ({ page, openReference }) => {
    const bootstraps: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/sdk/v1/projects/bootstrap/')) bootstraps.push(request);
    });
    await openReference(page);
    await newReferenceClient(page);
    const config = await page.evaluate(() => {
      const internals = (window as any).ref[Symbol.for('stytch__internal_b2c')] as Internals;
      return internals.bootstrap.getAsync();
    });
    expect(bootstraps).toHaveLength(1);
    expect(new URL(bootstraps[0]!.url()).pathname).toBe(`/sdk/v1/projects/bootstrap/${await page.evaluate(() => window.conformanceEnv.publicToken)}`);
    expect(config).toMatchObject({ pkceRequiredForOAuth: true, passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 10 } });
  });
});

test('users/search: new, password and passwordless users', async ({ page, openReference, emulator }) => {
  await openReference(page);
  await newReferenceClient(page);
  await referenceSignUp(page, 'search-pw@example.com');
  await page.evaluate(() => (window as ReferenceWindow).ref.session.revoke());
  await emulator.seedUser({ email: 'search-link@example.com' });
  const types = await page.evaluate(async () => {
    const { searchManager } = (window as any).ref[Symbol.for('stytch__internal_b2c')] as Internals;
    return Promise.all(
      ['search-new@example.com', 'search-pw@example.com', 'search-link@example.com'].map(async (email) => (await searchManager.searchUser(email)).userType),
    );
  });
  expect(types).toEqual(['new', 'password', 'passwordless']);
});

test('b2b/organizations/members/search: a member and a stranger', async ({ page, openReference }) => {
  await openReference(page);
  await newReferenceClient(page);
  const [member, stranger] = await page.evaluate(async () => {
    const { searchManager } = (window as any).ref[Symbol.for('stytch__internal_b2c')] as Internals;
    return [
      await searchManager.searchMember('ada@acme.test', 'organization-test-acme'),
      await searchManager.searchMember('nobody@acme.test', 'organization-test-acme'),
    ];
  });
  expect(member.member?.member_id).toBe('member-test-ada');
  expect(stranger.member).toBeNull();
});

test('events: the reference telemetry batch (a bare JSON array, no Authorization) is accepted', async ({ page, openReference }) => {
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/sdk/v1/events');
  await openReference(page);
  await newReferenceClient(page);
  const response = await sent;
  expect(response.request().headers().authorization).toBeUndefined();
  expect(Array.isArray(response.request().postDataJSON())).toBe(true);
  expect(response.status()).toBe(200);
});
