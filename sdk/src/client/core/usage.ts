import { AuthError } from './AuthError.ts';

/** The kinds the client's usage checks name (`checkUsage`). */
export type UsageKind = 'string' | 'number' | 'boolean' | 'object' | 'array of strings';

/** One check: the field's name, its value, its kind, and whether it may be absent. */
export type UsageCheck = [field: string, value: unknown, kind: UsageKind, optional?: 'optional'];

function isKind(value: unknown, kind: UsageKind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && !Number.isNaN(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array of strings':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
  }
}

/**
 * Throws a usage error "Invalid call to {method}" with one "{field} must be a {kind}" line per failed check,
 * before any request is sent.
 */
export function checkUsage(method: string, checks: UsageCheck[]): void {
  const lines = checks
    .filter(([, value, kind, optional]) => !(optional && value === undefined) && !isKind(value, kind))
    .map(([field, , kind]) => `${field} must be ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`);
  failUsage(method, lines);
}

/** Throws the same usage error for checks beyond a value's kind (one line per problem); nothing when none. */
export function failUsage(method: string, lines: string[]): void {
  if (lines.length > 0) throw new AuthError('usage_error', [`Invalid call to ${method}`, ...lines].join('\n'));
}
