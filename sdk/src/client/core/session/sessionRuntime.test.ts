import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { DEFAULT_COOKIE_NAMES } from '../../../protocol/constants.ts';
import type { AuthenticateResponse } from '../../../protocol/types.ts';
import { authenticateCall, type ClientContext } from '../context.ts';
import { whenIdle } from '../network/loadRequestParts.ts';
import type * as LoadRequestParts from '../network/loadRequestParts.ts';
import type { Network } from '../network/Network.ts';
import { SessionManager } from './SessionManager.ts';
import { readCookie } from './cookies.ts';

// The request parts (with the session's runtime) arrive when a test opens the gate, as a slow chunk would.
const gate = vi.hoisted(() => {
  let open: () => void = () => {};
  const state = {
    opened: Promise.resolve(),
    open: () => open(),
    reset: () => {
      state.opened = new Promise<void>((resolve) => (open = resolve));
    },
  };
  return state;
});
vi.mock('../network/loadRequestParts.ts', async (importOriginal) => {
  const real = await importOriginal<typeof LoadRequestParts>();
  return { ...real, loadRequestParts: () => gate.opened.then(() => real.loadRequestParts()) };
});

const KEY = 'authwidget_session::public-token-test-x';
const answer = {
  session_token: 'token-1',
  session_jwt: 'jwt-1',
  session: {
    session_id: 'session-1',
    user_id: 'user-1',
    started_at: '2030-01-01T00:00:00Z',
    last_accessed_at: '2030-01-01T00:00:00Z',
    expires_at: '2030-01-01T00:30:00Z',
  },
  user: { user_id: 'user-1' },
} as unknown as AuthenticateResponse;

const managers: SessionManager[] = [];
function manager(request: () => Promise<unknown> = async () => answer): SessionManager {
  const m = new SessionManager({ store: createStore(), publicToken: 'public-token-test-x', autoRefresh: false });
  managers.push(m);
  m.start({ request: vi.fn(request) } as unknown as Network);
  return m;
}

beforeEach(() => {
  gate.reset();
  localStorage.clear();
  for (const name of Object.values(DEFAULT_COOKIE_NAMES)) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});
afterEach(() => {
  gate.open();
  for (const m of managers.splice(0)) m.dispose();
});

const settledYet = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return settled;
};

describe('the session runtime arriving after the call', () => {
  it('a sign-in call resolves only once its cookies are written', async () => {
    const m = manager();
    const ctx = { network: { request: async () => answer }, session: m } as unknown as ClientContext;
    const call = authenticateCall(ctx, { method: 'POST', path: '/passwords/authenticate' });
    expect(await settledYet(call)).toBe(false);
    expect(readCookie(DEFAULT_COOKIE_NAMES.opaqueToken)).toBeNull();
    gate.open();
    await call;
    expect(readCookie(DEFAULT_COOKIE_NAMES.opaqueToken)).toBe('token-1');
    expect(readCookie(DEFAULT_COOKIE_NAMES.jwt)).toBe('jwt-1');
    expect(m.getSnapshot()?.user.user_id).toBe('user-1');
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it('clears what an ended session left before a sign-in that came first is applied, so the new session stays', async () => {
    localStorage.setItem(KEY, JSON.stringify({ user: { user_id: 'old' }, session: { session_id: 'old' } }));
    document.cookie = `${DEFAULT_COOKIE_NAMES.jwt}=stale-jwt; path=/`;
    const m = manager();
    const applied = m.applyResponse(answer);
    gate.open();
    await applied;
    // Past the idle time at which the start would have cleared them had it not waited in line.
    await new Promise<void>((resolve) => whenIdle(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readCookie(DEFAULT_COOKIE_NAMES.jwt)).toBe('jwt-1');
    expect(readCookie(DEFAULT_COOKIE_NAMES.opaqueToken)).toBe('token-1');
    expect(JSON.parse(localStorage.getItem(KEY)!)).toMatchObject({ user: { user_id: 'user-1' } });
  });

  it('reads the session at start without it, and follows another tab once it is here', async () => {
    document.cookie = `${DEFAULT_COOKIE_NAMES.opaqueToken}=token-0; path=/`;
    localStorage.setItem(KEY, JSON.stringify({ user: answer.user, session: answer.session }));
    const m = manager();
    expect(m.getSnapshot()?.tokens.session_token).toBe('token-0');
    expect(m.getSnapshot()?.session.session_id).toBe('session-1');
    // Another tab signs out before the runtime is here.
    document.cookie = `${DEFAULT_COOKIE_NAMES.opaqueToken}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    localStorage.removeItem(KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: null }));
    expect(m.getSnapshot()).not.toBeNull();
    gate.open();
    await vi.waitFor(() => expect(m.getSnapshot()).toBeNull());
  });
});
