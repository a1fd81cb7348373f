import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { templatesRoot } from './scaffold.ts';

/**
 * The templates are glue over the published packages: what every site needs (its settings, security headers, the
 * strict policy's nonces, its end-to-end helpers) lives in `@auth-widget/sdk` and `@auth-widget/harness`, where
 * `npm update` reaches sites scaffolded long ago. So each template's own code stays small, and no template repeats a
 * block of logic another has. Every folder under templates/ is checked, so a new host is held to the same.
 */

/** What is not the site's code: its tests and their config, data, prose, styles, CI. */
const NOT_CODE = /(^|\/)(e2e|node_modules|\.github)\/|\.test\.[jt]sx?$|(^|\/)playwright\.config\.ts$|\.(json|md|css|svg)$|(^|\/)_gitignore$|lock/;
/** A template's own code, at most. */
const MAX_LINES = 250;
/** How many consecutive lines of logic make a repeated block. */
const WINDOW = 6;

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

async function templates(): Promise<{ name: string; files: Map<string, string> }[]> {
  const names = (await readdir(templatesRoot(), { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  return Promise.all(
    names.map(async (name) => {
      const dir = join(templatesRoot(), name);
      const code = (await filesOf(dir)).filter((file) => !NOT_CODE.test(file));
      return { name, files: new Map(await Promise.all(code.map(async (file) => [file, await readFile(join(dir, file), 'utf8')] as const))) };
    }),
  );
}

/**
 * A file's lines of logic, normalized: trimmed, without blank lines, comments, markup (HTML and JSX elements, which
 * every page of a site shares in shape) and lines of punctuation alone.
 */
function logicLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^(\/\/|\/\*|\*|<|\{?\/?>)/.test(line) && /[A-Za-z0-9]/.test(line));
}

/** Every run of WINDOW lines of logic of a file, joined. */
function windows(text: string): Set<string> {
  const lines = logicLines(text);
  const found = new Set<string>();
  for (let i = 0; i + WINDOW <= lines.length; i++) found.add(lines.slice(i, i + WINDOW).join('\n'));
  return found;
}

describe('templates: glue over the published packages', () => {
  it(`each template's own code is at most ${MAX_LINES} lines`, async () => {
    for (const { name, files } of await templates()) {
      const lines = [...files.values()].reduce((sum, text) => sum + text.split('\n').length - (text.endsWith('\n') ? 1 : 0), 0);
      expect(lines, `${name}: ${[...files.keys()].join(', ')}`).toBeLessThanOrEqual(MAX_LINES);
    }
  });

  it('no template repeats a block of logic another template has', async () => {
    const all = await templates();
    const repeated: string[] = [];
    for (const [i, a] of all.entries()) {
      for (const b of all.slice(i + 1)) {
        for (const [fileA, textA] of a.files) {
          const mine = windows(textA);
          for (const [fileB, textB] of b.files) {
            const shared = [...windows(textB)].find((window) => mine.has(window));
            if (shared) repeated.push(`${a.name}/${fileA} ~ ${b.name}/${fileB}:\n${shared}`);
          }
        }
      }
    }
    expect(repeated).toEqual([]);
  });

  it('imports only the public entries of the published packages (and its framework), never a path into them', async () => {
    for (const { name, files } of await templates()) {
      for (const [file, text] of files) {
        for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
          if (specifier!.startsWith('@auth-widget/')) expect(specifier, `${name}/${file}`).toMatch(/^@auth-widget\/(sdk|harness)(\/(site|site\/vite|react|ui|ui\/server|elements|locales|protocol|fixtures))?$/);
          // A relative import stays in the template: a site is a project of its own.
          if (specifier!.startsWith('.')) expect(relative(join(templatesRoot(), name), resolve(join(templatesRoot(), name), dirname(file), specifier!)), `${name}/${file}`).not.toMatch(/^\.\./);
        }
      }
    }
  });
});
