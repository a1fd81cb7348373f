// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { templatesRoot } from './scaffold.ts';

/** Each template's `resetToken` module, loaded afresh from the templates folder as the scaffolder copies it. */
interface ResetTokenModule {
  handOffResetToken(token: string): void;
  takeResetToken(): string;
}
const FILES = {
  'vanilla-vite': ['vanilla-vite', 'src', 'resetToken.ts'],
  'react-vite': ['react-vite', 'src', 'resetToken.ts'],
  nextjs: ['nextjs', 'lib', 'resetToken.ts'],
};

async function load(parts: string[]): Promise<ResetTokenModule> {
  vi.resetModules();
  return (await import(join(templatesRoot(), ...parts))) as ResetTokenModule;
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('templates: the reset token hand-off', () => {
  for (const [template, parts] of Object.entries(FILES)) {
    it(`${template}: the token reaches the reset page without a URL and is removed as it is read, once per load`, async () => {
      const authenticatePage = await load(parts);
      authenticatePage.handOffResetToken('reset-token-1');
      window.history.replaceState(null, '', '/reset-password');
      const resetPage = await load(parts);
      expect(resetPage.takeResetToken()).toBe('reset-token-1');
      expect(sessionStorage.length).toBe(0);
      // StrictMode's second effect, in the same load, sees the same token.
      expect(resetPage.takeResetToken()).toBe('reset-token-1');
      expect((await load(parts)).takeResetToken()).toBe('');
    });

    it(`${template}: a ?token= link straight to the reset page leaves the address bar at once`, async () => {
      window.history.replaceState(null, '', '/reset-password?token=reset-token-2');
      const resetPage = await load(parts);
      expect(resetPage.takeResetToken()).toBe('reset-token-2');
      expect(window.location.search).toBe('');
      expect(window.location.pathname).toBe('/reset-password');
    });
  }
});
