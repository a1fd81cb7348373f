import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { dismissToast, showToast, TOAST_LIMIT, toastsAtom } from './toasts.ts';

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('holds at most 20, dropping the oldest', () => {
    const store = createStore();
    for (let i = 0; i < TOAST_LIMIT + 5; i += 1) showToast(store, 'loading', `toast ${i}`);
    const toasts = store.get(toastsAtom);
    expect(toasts).toHaveLength(20);
    expect(toasts[0]?.message).toBe('toast 5');
    expect(toasts.at(-1)?.message).toBe('toast 24');
  });

  it('dismisses success after 2 s, blank/error/custom after 4 s, never loading, and clears 1 s after dismissal', () => {
    vi.useFakeTimers();
    const store = createStore();
    showToast(store, 'success', 'saved');
    showToast(store, 'error', 'failed');
    showToast(store, 'blank', 'note');
    showToast(store, 'custom', 'custom');
    showToast(store, 'loading', 'working');
    const visible = () => store.get(toastsAtom).filter((t) => t.visible).map((t) => t.message);
    const held = () => store.get(toastsAtom).map((t) => t.message);
    vi.advanceTimersByTime(1999);
    expect(visible()).toEqual(['saved', 'failed', 'note', 'custom', 'working']);
    vi.advanceTimersByTime(1);
    expect(visible()).toEqual(['failed', 'note', 'custom', 'working']);
    expect(held()).toContain('saved');
    vi.advanceTimersByTime(1000);
    expect(held()).not.toContain('saved');
    vi.advanceTimersByTime(1000);
    expect(visible()).toEqual(['working']);
    vi.advanceTimersByTime(60_000);
    expect(held()).toEqual(['working']);
  });

  it('dismisses on request', () => {
    vi.useFakeTimers();
    const store = createStore();
    const id = showToast(store, 'loading', 'working');
    dismissToast(store, id);
    expect(store.get(toastsAtom)[0]?.visible).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(store.get(toastsAtom)).toEqual([]);
  });
});
