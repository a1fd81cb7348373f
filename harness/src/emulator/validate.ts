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
 * `null` counts as absent for optional fields, as JSON clients often send it for "not set".
 */
export function parseBody<S extends Shape>(body: unknown, shape: S): Parsed<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new SchemaError('body', [{ path: '(body)', message: 'must be a JSON object' }]);
  }
  const record = body as Record<string, unknown>;
  const issues: SchemaIssue[] = [];
  for (const [field, spec] of Object.entries(shape)) {
    const optional = spec.endsWith('?');
    const kind = (optional ? spec.slice(0, -1) : spec) as Kind;
    const value = record[field];
    if (value === undefined || value === null) {
      if (!optional) issues.push({ path: field, message: 'is required' });
      continue;
    }
    if (!matches(kind, value)) issues.push({ path: field, message: describe[kind] });
  }
  if (issues.length > 0) throw new SchemaError('body', issues);
  return record as Parsed<S>;
}
