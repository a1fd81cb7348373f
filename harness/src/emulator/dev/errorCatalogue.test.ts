import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueTypes } from './errorCatalogue.ts';

/** The emulator's source files (tests excluded). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Every error type the sources name: `new ApiError(status, 'type'`, the `errors.notFound`/`badRequest`
 * shorthands, and the `{ prefix }` of `liveToken`, which adds `_not_found`, `_already_used` and `_expired`.
 * Types built from other templates cannot be read here; the catalogue lists those by hand.
 */
function typesInSources(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources(join(import.meta.dirname, '..'))) {
    const text = readFileSync(file, 'utf8');
    const name = file.slice(file.indexOf('emulator'));
    for (const m of text.matchAll(/ApiError\(\s*\d+,\s*'([a-z0-9_]+)'/g)) found.set(m[1] ?? '', name);
    for (const m of text.matchAll(/errors\.(?:notFound|badRequest)\(([^,]+),/g)) {
      for (const t of (m[1] ?? '').matchAll(/'([a-z0-9_]+)'/g)) found.set(t[1] ?? '', name);
    }
    for (const m of text.matchAll(/prefix:\s*'([a-z0-9_]+)'/g)) {
      for (const suffix of ['_not_found', '_already_used', '_expired']) found.set(`${m[1]}${suffix}`, name);
    }
  }
  return found;
}

describe('error catalogue', () => {
  it('explains every error type the emulator answers with', () => {
    const catalogued = new Set(catalogueTypes());
    const found = typesInSources();
    expect(found.size).toBeGreaterThan(40);
    const missing = [...found].filter(([type]) => !catalogued.has(type)).map(([type, file]) => `${type} (${file})`);
    expect(missing).toEqual([]);
  });

  it('lists each type once', () => {
    const types = catalogueTypes();
    expect(new Set(types).size).toBe(types.length);
  });
});
