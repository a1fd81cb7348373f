import { SchemaError, type SchemaIssue } from './errors.ts';

/** A field kind; a trailing `?` makes the field optional. */
type Kind = 'string' | 'number' | 'boolean' | 'object' | 'string[]';
type FieldSpec = Kind | `${Kind}?`;
type Shape = Record<string, FieldSpec>;

type KindType<K extends Kind> = K extends 'string'
  ? string
  : K extends 'number'
    ? number
    : K extends 'boolean'
      ? boolean
      : K extends 'string[]'
        ? string[]
        : Record<string, unknown>;

/** The typed result of `parseBody` for a shape: required fields present, optional ones possibly undefined. */
export type Parsed<S extends Shape> = {
  [F in keyof S as S[F] extends `${string}?` ? never : F]: S[F] extends Kind ? KindType<S[F]> : never;
} & {
  [F in keyof S as S[F] extends `${string}?` ? F : never]?: S[F] extends `${infer K extends Kind}?`
    ? KindType<K>
    : never;
};

function matches(kind: Kind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'string[]':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
  }
}

const describe: Record<Kind, string> = {
  string: 'must be a string',
  number: 'must be a number',
  boolean: 'must be a boolean',
  object: 'must be an object',
  'string[]': 'must be an array of strings',
};

/**
 * Checks a JSON body against a shape and returns it typed, or throws a SchemaError listing every wrong field.
 * `null` counts as absent for optional fields, as JSON clients often send it for "not set": such fields are left out
 * of the result.
 */
export function parseBody<S extends Shape>(body: unknown, shape: S): Parsed<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new SchemaError('body', [{ path: '(body)', message: 'must be a JSON object' }]);
  }
  // A copy without the nulls, so a handler's `field !== undefined` means "given" as the type says. Spread keeps a
  // `__proto__` key of the JSON as data.
  const record: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const issues: SchemaIssue[] = [];
  for (const [field, spec] of Object.entries(shape)) {
    const optional = spec.endsWith('?');
    const kind = (optional ? spec.slice(0, -1) : spec) as Kind;
    const value = Object.hasOwn(record, field) ? record[field] : undefined;
    if (value === undefined || value === null) {
      if (!optional) issues.push({ path: field, message: 'is required' });
      delete record[field];
      continue;
    }
    if (!matches(kind, value)) issues.push({ path: field, message: describe[kind] });
  }
  if (issues.length > 0) throw new SchemaError('body', issues);
  return record as Parsed<S>;
}

/** Deepest nesting of objects and arrays a request body may have; the protocol's deepest call needs 4 or 5. */
export const MAX_JSON_DEPTH = 32;

/** Longest string (value or key) a request body may hold, in characters; a WebAuthn attestation is a few KB. */
export const MAX_JSON_STRING = 64 * 1024;

/**
 * Refuses a parsed body nested deeper than `MAX_JSON_DEPTH` or holding a string longer than `MAX_JSON_STRING`.
 * Whatever the emulator keeps is later serialised (dev routes, the data file), and `JSON.stringify` overflows the
 * stack on a 20,000-deep value: checked once here, on every route, before a handler stores anything. Iterative, so
 * the check itself cannot overflow.
 */
export function checkJsonLimits(value: unknown): void {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '(body)' }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (item.value.length > MAX_JSON_STRING) {
        throw new SchemaError('body', [{ path: item.path, message: `must be at most ${MAX_JSON_STRING} characters long` }]);
      }
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    const depth = item.depth + 1;
    if (depth > MAX_JSON_DEPTH) {
      throw new SchemaError('body', [{ path: item.path, message: `must not nest objects and arrays deeper than ${MAX_JSON_DEPTH} levels` }]);
    }
    for (const [key, child] of Object.entries(item.value)) {
      if (key.length > MAX_JSON_STRING) {
        throw new SchemaError('body', [{ path: item.path, message: `has a key longer than ${MAX_JSON_STRING} characters` }]);
      }
      // Paths stay short: only the first levels are named, which is enough to find the field.
      stack.push({ value: child, depth, path: depth <= 4 ? (item.path === '(body)' ? key : `${item.path}.${key}`) : item.path });
    }
  }
}
