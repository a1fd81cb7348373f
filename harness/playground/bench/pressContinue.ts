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
 * The time a Continue that works was pressed, in ms since navigation start: from the moment the page commits, types
 * a phone number (or an address, where the first screen asks for one) and presses Continue, again and again, each
 * time with a number of its own, until the provider receives a send; the number in that request names the press that
 * led to it. Nothing is taken from
 * what the page says of itself (enabled buttons, a captured submit): a press counts when its address reaches the
 * provider, whenever that is (a submit captured before the takeover and replayed after it counts at its press).
 * NaN when no send came within `timeout`. The loop runs a press about every 20-50 ms, the figure's resolution (slower on a loaded machine).
 */
export async function pressUntilSent(tab: Page, timeout: number): Promise<number> {
  const timeOrigin = await tab.evaluate(() => performance.timeOrigin);
  const pressedAt = new Map<string, number>();
  let sent: string | undefined;
  const onRequest = (request: Request) => {
    if (sent !== undefined || request.method() !== 'POST' || !SEND.test(new URL(request.url()).pathname)) return;
    sent = sentKey(request.postDataJSON() as Parameters<typeof sentKey>[0]);
  };
  tab.on('request', onRequest);
  try {
    // Both widgets show this placeholder in the phone field.
    const phone = tab.getByPlaceholder('(123) 456-7890');
    const field = phone.or(tab.locator('input[type="email"]')).first();
    const button = tab.getByRole('button', { name: /^Continue/ }).first();
    const deadline = Date.now() + timeout;
    for (let press = 0; sent === undefined && Date.now() < deadline; press++) {
      try {
        const value = typed((await phone.count()) > 0 ? 'phone' : 'email', press);
        await field.fill(value, { timeout: 100 });
        // Kept before the click: on a loaded machine the click may outlast its timeout after it has landed.
        pressedAt.set(value, Date.now() - timeOrigin);
        // Forced: a disabled button is pressed as a visitor would press it, and does nothing then.
        await button.click({ force: true, timeout: 500 });
      } catch {
        // No field or button yet (the script is still on its way), or the screen moved on under the press.
        await tab.waitForTimeout(10);
      }
    }
  } finally {
    tab.off('request', onRequest);
  }
  return (sent !== undefined && pressedAt.get(sent)) || NaN;
}
