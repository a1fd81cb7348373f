/**
 * Small helpers the flow specs share: reading the host page's recorded callbacks, its client, and what a passcode
 * or reset email carries. Fixtures live in `../src/fixtures`; these only save repetition in the specs.
 */
import type { Page } from '@playwright/test';
import type { AuthClient } from '@auth-widget/sdk';
import { expect, hostEvents, type HostEvent } from '../src/fixtures/index.ts';

/** The client of the host page (`window.__client`), for use inside `page.evaluate`. */
export type PageWindow = Window & { __client: AuthClient };

/** The types of the `onEvent` steps the host page recorded, in order. */
export async function eventTypes(page: Page): Promise<string[]> {
  return (await hostEvents(page)).filter((e) => e.kind === 'event').map((e) => (e.data as { type: string }).type);
}

/** The recorded callbacks of one kind (`success`, `error` or `event`). */
export async function callbacks(page: Page, kind: HostEvent['kind']): Promise<HostEvent[]> {
  return (await hostEvents(page)).filter((e) => e.kind === kind);
}

/** The host page client's current session, or null. */
export function sessionOf(page: Page) {
  return page.evaluate(() => (window as unknown as PageWindow).__client.session.getSync());
}

/** Types a passcode into the six boxes of OTP Authenticate. */
export async function typePasscode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(code);
}

/** Every URL in a message body, in order (a reset email carries the reset link, then the log-in link). */
export function urlsIn(body: string): string[] {
  return body.match(/https?:\/\/\S+/g) ?? [];
}

/** Waits until the host page client has a session, and returns it. */
export async function expectSignedIn(page: Page) {
  await expect.poll(async () => (await sessionOf(page))?.user_id ?? null).toMatch(/^user-/);
  return (await sessionOf(page))!;
}

/** The passcode a user did not receive: any six digits but the right ones. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
