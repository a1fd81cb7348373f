import { printable } from './printable.ts';

/**
 * A value from the settings file or the network, quoted for a doctor message: JSON string syntax, so C0 controls
 * and quotes are escaped, and the other characters `printable` escapes as \uXXXX too. Never print such a value any
 * other way.
 */
export function quoted(value: string): string {
  return printable(JSON.stringify(value));
}
