import { expect, referenceEndpoints, test } from './test.ts';

test('the reference headless client signs in with an email passcode on the emulator', async ({ page, openReference, emulator, inbox }) => {
  await openReference(page);
  const methodId = await page.evaluate(async (endpoints) => {
    const { publicToken } = window.conformanceEnv;
    const client = new window.Reference.StytchHeadlessClient(publicToken, { endpoints });
    (window as unknown as { client: typeof client }).client = client;
    const res = await client.otps.email.loginOrCreate('ada@example.com', { expiration_minutes: 5 });
    return res.method_id;
  }, referenceEndpoints(emulator.url));
  const code = await inbox.code('ada@example.com');
  const state = await page.evaluate(
    async ({ code, methodId }) => {
      const client = (window as unknown as { client: InstanceType<typeof window.Reference.StytchHeadlessClient> }).client;
      await client.otps.authenticate(code, methodId, { session_duration_minutes: 30 });
      return { session: client.session.getSync(), user: client.user.getSync(), cookie: document.cookie };
    },
    { code, methodId },
  );
  expect(state.session?.user_id).toBeTruthy();
  expect(state.user?.emails[0]?.email).toBe('ada@example.com');
  expect(state.cookie).toContain('stytch_session=');
});
