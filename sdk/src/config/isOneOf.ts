/**
 * Whether `value` is one of the names in `allowed` (products, passcode methods, OAuth providers). The widget's usage
 * checks and the reader of a site's settings file both ask it, so a name one accepts the other accepts too.
 */
export function isOneOf<T extends string>(value: unknown, allowed: readonly T[]): value is T {
  return (allowed as readonly unknown[]).includes(value);
}
