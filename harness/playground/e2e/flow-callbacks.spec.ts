/**
 * What reaches the host page and the provider: `onEvent` for each step, `onError` for
 * each failure, `onSuccess` once with the provider's answer, and the client's batched telemetry events arriving at
 * the emulator (`GET /__dev/api/events`). The other specs check the events of their own flows; this one checks the
 * payloads and the order of one whole flow, and the telemetry batch.
 */
import { EMULATOR_PUBLIC_TOKEN } from '@auth-widget/sdk';
import { expect, hostEvents, test } from '../fixtures/index.ts';
import { expectSignedIn, recordRequests, typePasscode, wrongCode } from './helpers.ts';

const EMAIL = 'callbacks@example.com';
const config = { products: ['otp' as const], otpOptions: { methods: ['email' as const], expirationMinutes: 5 } };

test('an email-passcode flow: onEvent for each step, onError for the wrong code, onSuccess once with the session', async ({
  page,
  mountWidget,
  inbox,
}) => {
  await mountWidget(page, { config });
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  const code = await inbox.code(EMAIL);
  await typePasscode(page, wrongCode(code));
  await expect(page.locator('.aw-field-error')).toHaveText('Invalid passcode, please try again.');
  await page.keyboard.type(code);
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
  const session = await expectSignedIn(page);

  const events = await hostEvents(page);
  expect(events.map((e) => e.kind)).toEqual(['event', 'error', 'success', 'event']);
  const [sent, failed, succeeded, verified] = events;
  const methodId = (sent?.data as { data: { method_id: string } }).data.method_id;
  expect(sent?.data).toEqual({ type: 'passcode_sent', data: { method: 'email', method_id: expect.stringMatching(/^email-/) } });
  expect(failed?.data).toMatchObject({ name: 'AuthError', code: 'api_error', errorType: 'otp_code_not_found', status: 401 });
  expect(succeeded?.data).toMatchObject({
    user_id: session.user_id,
    session: { session_id: session.session_id },
    session_token: expect.any(String),
    session_jwt: expect.any(String),
    user: { emails: [{ email: EMAIL, verified: true }] },
  });
  expect(verified?.data).toEqual({ type: 'passcode_verified', data: { method: 'email', method_id: methodId } });
  // The timestamps are in order.
  expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort((a, b) => a - b));
});

test('telemetry: the instance and the rendered config reach the provider in batches', async ({ page, emulator, mountWidget }) => {
  // The batch as the reference provider's SDK sends it: a bare array of { telemetry, event }, without Authorization.
  type Entry = { telemetry: Record<string, unknown>; event: { event_name: string; public_token: string } };
  const sent = await recordRequests(page, (url) => url.pathname === '/sdk/v1/events');
  const posts = () => sent.filter((r) => r.method === 'POST');
  await mountWidget(page, { config });
  await expect
    .poll(async () => (await emulator.events()).map((e) => e.name))
    .toEqual(['sdk_instance_instantiated', 'render_login_screen']);
  const received = await emulator.events();
  expect(received[0]?.details).toEqual({ event_callback_registered: false, error_callback_registered: false, success_callback_registered: false });
  expect(received[1]?.details).toEqual({ options: config });
  // One batch or two: a batch leaves 800 ms after its first event, and the instance (at page load) and the first
  // screen (at mount) are further apart than that when the test drives the browser slowly (Firefox over BiDi).
  // The page's requests are recorded as the driver reports them, which on a busy machine can be after the emulator
  // has answered: wait for the record too.
  const entries = () => posts().flatMap((r) => JSON.parse(r.body ?? '[]') as Entry[]);
  await expect.poll(() => entries().map((e) => e.event.event_name)).toEqual(['sdk_instance_instantiated', 'render_login_screen']);
  expect(entries().every((e) => e.event.public_token === EMULATOR_PUBLIC_TOKEN && typeof e.telemetry.event_id === 'string')).toBe(true);
  for (const post of posts()) expect(post.headers).not.toHaveProperty('authorization');
});
