import type { Page, Request } from '@playwright/test';

/**
 * The calls a Continue on the first screen makes: the text passcode's send (the bench's config opens on the phone
 * field, ours and the reference alike), or the email passcode's or magic link's (the Next.js template's config).
 */
const SEND = /\/sdk\/v1\/(?:otps\/(?:sms|email)|magic_links\/email)\/login_or_create$/;

/** What a press types, told apart by the press's number, and the same key read back from the request's body. */
const typed = (field: 'phone' | 'email', press: number) => (field === 'phone' ? `201555${String(1000 + press).slice(-4)}` : `bench-${press}@example.com`);
const sentKey = (body: { phone_number?: string; email?: string } | null) => body?.email ?? body?.phone_number?.replace(/\D/g, '').slice(-10) ?? '';

/**
 * The time a Continue that works was pressed, in ms since navigation start: from the moment the page commits, waits
 * for the field as a visitor does, types a phone number (or an address, where the first screen asks for one) and
 * presses Continue, again and again, each time with a number of its own, until the provider receives a send; the
 * number in that request names the press that led to it. Nothing is taken from what the page says of itself (enabled
 * buttons, a captured submit): a press counts when its number reaches the provider, whenever that is (a submit
 * captured before the takeover and made after it counts at its press).
 * Each step waits as long as the page takes, as a visitor's keys and clicks do: a busy page delays them, it does not
 * drop them. (Steps cut off after 100 and 500 ms gave up presses a visitor would have made: on a loaded machine the
 * typing alone took longer, the next try started later with another number, and the figure counted the press that
 * happened to fit, a second and more after the form took input.) A press on a disabled button, or on a form that
 * holds a submit, does nothing, as for a visitor. NaN when no send came within `timeout`. Once a press is refused the
 * loop runs one about every 20-50 ms, the figure's resolution (slower on a loaded machine).
 */
export async function pressUntilSent(tab: Page, timeout: number): Promise<number> {
  const timeOrigin = await tab.evaluate(() => performance.timeOrigin);
  const pressedAt = new Map<string, number>();
  let sent: string | undefined;
  let onSent = () => {};
  const sending = new Promise<void>((resolve) => (onSent = resolve));
  const onRequest = (request: Request) => {
    if (sent !== undefined || request.method() !== 'POST' || !SEND.test(new URL(request.url()).pathname)) return;
    sent = sentKey(request.postDataJSON() as Parameters<typeof sentKey>[0]);
    onSent();
  };
  tab.on('request', onRequest);
  const deadline = Date.now() + timeout;
  /** A step of a press, given up only when a send ends the loop or the time is out. */
  const step = (action: (timeout: number) => Promise<unknown>) => Promise.race([action(Math.max(1, deadline - Date.now())), sending]);
  try {
    // Both widgets show this placeholder in the phone field.
    const phone = tab.getByPlaceholder('(123) 456-7890');
    const field = phone.or(tab.locator('input[type="email"]')).first();
    const button = tab.getByRole('button', { name: /^Continue/ }).first();
    await step((wait) => field.waitFor({ state: 'visible', timeout: wait }));
    const kind = (await phone.count()) > 0 ? 'phone' : 'email';
    for (let press = 0; sent === undefined && Date.now() < deadline; press++) {
      try {
        const value = typed(kind, press);
        await step((wait) => field.fill(value, { timeout: wait }));
        if (sent !== undefined) break;
        // Kept before the click: the click lands when the page's main thread takes it, which may be later.
        pressedAt.set(value, Date.now() - timeOrigin);
        // Forced: a disabled button is pressed as a visitor would press it, and does nothing then.
        await step((wait) => button.click({ force: true, timeout: wait }));
      } catch {
        // The screen moved on under the press, or the page went: the next press, or the send, tells.
        await tab.waitForTimeout(10);
      }
    }
  } catch {
    // No field within the time: no send either.
  } finally {
    tab.off('request', onRequest);
  }
  return (sent !== undefined && pressedAt.get(sent)) || NaN;
}
