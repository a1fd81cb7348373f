import type { Emulator } from '@auth-widget/harness';

/** An inbox message of the emulator's dev API. */
export interface DevMessage {
  code: string | null;
  link: string | null;
  channel: string;
  subject?: string;
}

/** Every inbox message to an address or phone, newest first. */
export async function messagesTo(emulator: Emulator, to: string): Promise<DevMessage[]> {
  const res = await fetch(`${emulator.url}/__dev/api/messages?to=${encodeURIComponent(to)}`);
  const { messages } = (await res.json()) as { messages: DevMessage[] };
  return messages;
}

/** The newest inbox message to an address or phone; fails when there is none. */
export async function newestMessage(emulator: Emulator, to: string): Promise<DevMessage> {
  const [message] = await messagesTo(emulator, to);
  if (!message) throw new Error(`No message to ${to}`);
  return message;
}

/** The `token` of the newest link sent to an address (a magic link, a reset link); fails when there is none. */
export async function newestLinkToken(emulator: Emulator, to: string): Promise<string> {
  const { link } = await newestMessage(emulator, to);
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`No link with a token to ${to}`);
  return token;
}

/** Seeds a user; with a password it may be one the API would refuse (breached). */
export async function seedUser(emulator: Emulator, email: string, password?: string): Promise<void> {
  const res = await fetch(`${emulator.url}/__dev/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(password === undefined ? { email } : { email, password }),
  });
  if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
}

/** Arms a fault: the next matching call answers as told (a status, a delay, a dropped connection). */
export async function injectFault(emulator: Emulator, fault: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${emulator.url}/__dev/api/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (res.status !== 201) throw new Error(`fault refused: ${res.status} ${await res.text()}`);
}
