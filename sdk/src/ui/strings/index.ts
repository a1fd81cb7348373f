import { common } from './common.ts';
import { crypto } from './crypto.ts';
import { email } from './email.ts';
import { main } from './main.ts';
import { oneTap } from './oneTap.ts';
import { otp } from './otp.ts';
import { passkeys } from './passkeys.ts';
import { passwords } from './passwords.ts';

/**
 * The English catalogue: every user-visible text of the widget, by key. A host overrides any key through the
 * `strings` mount option; `{name}` placeholders are filled by `format`.
 */
export const en = { ...common, ...main, ...otp, ...email, ...passwords, ...crypto, ...passkeys, ...oneTap };

export type StringKey = keyof typeof en;
export type Strings = Record<StringKey, string>;
export type StringsOverride = Partial<Record<StringKey, string>>;

/** The catalogue with a host's overrides applied; unknown keys and non-string values are ignored. */
export function resolveStrings(override: StringsOverride = {}): Strings {
  const strings: Strings = { ...en };
  for (const [key, value] of Object.entries(override)) {
    if (key in en && typeof value === 'string') strings[key as StringKey] = value;
  }
  return strings;
}

/** Fills `{name}` placeholders. Values are plain text: the result is rendered as text, never as HTML. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
