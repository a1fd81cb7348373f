import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TEMPLATES } from './options.ts';
import { templatesRoot } from './scaffold.ts';

/**
 * The code the three templates share but cannot import from one place (each site is a project of its own, and an
 * integrator edits these files): every statement is the same in all three, except the few that name the site's
 * bundler. A fix to one copy that misses the others fails here. The comments may differ, since they name the bundler.
 */

/** A file's top-level statements as code (comments left out), each with a name to tell it by. */
async function statements(path: string): Promise<Map<string, string>> {
  const source = ts.createSourceFile(path, await readFile(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const named = new Map<string, string>();
  source.statements.forEach((statement, index) => {
    const declared = ts.isFunctionDeclaration(statement) ? statement.name?.text : ts.isVariableStatement(statement) ? statement.declarationList.declarations.map((d) => d.name.getText(source)).join(',') : undefined;
    named.set(declared ?? `${ts.SyntaxKind[statement.kind]} #${index}`, statement.getText(source));
  });
  return named;
}

/** The properties of the config object a file's `export default defineSiteConfig({...})` passes, as code, by name. */
function configProperties(text: string): Map<string, string> {
  const source = ts.createSourceFile('config.ts', text, ts.ScriptTarget.Latest, true);
  const exported = source.statements.find(ts.isExportAssignment);
  const call = exported?.expression;
  const object = call && ts.isCallExpression(call) ? call.arguments[0] : undefined;
  if (!object || !ts.isObjectLiteralExpression(object)) throw new Error('no defineSiteConfig({...}) exported');
  return new Map(object.properties.map((p) => [p.name?.getText(source) ?? '', p.getText(source)]));
}

const without = (map: Map<string, string>, names: string[]) => new Map([...map].filter(([name]) => !names.some((n) => name === n || name.startsWith(`${n} `))));

/** Each template's copy of a shared file. */
const SHARED = {
  'playwright.config.ts': { 'vanilla-vite': 'playwright.config.ts', 'react-vite': 'playwright.config.ts', 'vue-vite': 'playwright.config.ts', sveltekit: 'playwright.config.ts', astro: 'playwright.config.ts', nextjs: 'playwright.config.ts' },
} as const;

describe("the templates' shared code", () => {
  it("playwright.config.ts: the harness's defineSiteConfig in every template, given only the web servers that build and serve the site", async () => {
    const copies = await Promise.all(TEMPLATES.map(async (template) => statements(join(templatesRoot(), template, SHARED['playwright.config.ts'][template]))));
    const [first, ...others] = copies.map((copy) => without(copy, ['ExportAssignment']));
    for (const [index, other] of others.entries()) expect(other, TEMPLATES[index + 1]).toEqual(first);
    for (const [index, copy] of copies.entries()) {
      const exported = [...copy.values()].join('\n');
      expect(exported, TEMPLATES[index]).toMatch(/export default defineSiteConfig\(\{/);
      // Ports, browser, retries and reports stay in the package, where `npm update` reaches sites made long ago.
      expect([...configProperties(exported).keys()], TEMPLATES[index]).toEqual(['webServer', 'strictWebServer']);
    }
  });
});
