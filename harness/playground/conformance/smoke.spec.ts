import { expect, test } from './test.ts';

type Holder = { client: ReturnType<Window['Reference']['headless']> };

test('the reference headless client signs in with an email passcode on the emulator', async ({ page, openReference, inbox }) => {
  await openReference(page);
  const methodId = await page.evaluate(async () => {
    const client = window.Reference.headless();
    (window as unknown as Holder).client = client;
    return (await client.otps.email.loginOrCreate('ada@example.com', { expiration_minutes: 5 })).method_id;
  });
  const code = await inbox.code('ada@example.com');
  const state = await page.evaluate(
    async ({ code, methodId }) => {
      const { client } = window as unknown as Holder;
      await client.otps.authenticate(code, methodId, { session_duration_minutes: 30 });
      return { session: client.session.getSync(), user: client.user.getSync(), cookie: document.cookie };
    },
    { code, methodId },
  );
  expect(state.session?.user_id).toBeTruthy();
  expect(state.user?.emails[0]?.email).toBe('ada@example.com');
  expect(state.cookie).toContain('stytch_session=');
});
