import { describe, expect, it, vi } from 'vitest';
import { en } from './en.ts';

/** The catalogue module afresh: nothing but Main's texts loaded yet. */
async function freshCatalogue() {
  vi.resetModules();
  return import('./catalogue.ts');
}

describe('the English catalogue', () => {
  it("has Main's texts at once and the other screens' texts once they are loaded", async () => {
    const { defaultText, loadScreenStrings } = await freshCatalogue();
    expect(defaultText('main.header')).toBe('Sign up or log in');
    expect(defaultText('form.invalidEmail')).toBe(en['form.invalidEmail']);
    expect(defaultText('otp.header')).toBe('otp.header');
    await loadScreenStrings();
    expect(defaultText('otp.header')).toBe('Enter passcode');
    expect(defaultText('password.confirmationText')).toBe('Success, you have successfully logged in.');
  });

  it('loadDefaultStrings gives every key a host can override', async () => {
    const { loadDefaultStrings } = await freshCatalogue();
    expect(await loadDefaultStrings()).toEqual(en);
  });
});

describe('resolveStrings', () => {
  it('keeps the string overrides only', async () => {
    const { resolveStrings } = await import('./index.ts');
    const override = { 'main.header': 'Welcome', 'otp.header': 42, 'nope.key': 'kept, never read' } as unknown as Parameters<
      typeof resolveStrings
    >[0];
    expect(resolveStrings(override)).toEqual({ 'main.header': 'Welcome', 'nope.key': 'kept, never read' });
  });
});
