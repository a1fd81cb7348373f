/**
 * `npm run lint`'s import checks beyond ESLint's:
 * - circles: every import between the repository's own TypeScript files, type-only and dynamic imports included,
 *   read with the TypeScript compiler's own import scanner; a circle fails the run with its files listed. Only
 *   relative imports are followed: a package reaches another through its public entry, which the lint's boundary
 *   rules keep one way;
 * - boundary overrides: a comment that switches the boundary rule (`no-restricted-imports`) off fails the run, in
 *   sources, tests and specs alike, so no file reaches into another package's sources with a comment for a reason.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Folders whose sources are checked. */
export const ROOTS = ['sdk/src', 'sdk/test', 'scripts', 'templates', 'cli/e2e', 'harness/src', 'harness/playground', 'cli/src'];

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, into);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) into.push(path);
  }
  return into;
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not this candidate.
    }
  }
  return null;
}

/** The import graph of the files: each file's relative imports that resolve to one of the files. */
export function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((i) => i.fileName)
      .filter((s) => s.startsWith('.'))
      .map((s) => resolveRelative(file, s))
      .filter((t): t is string => t !== null && known.has(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

const BOUNDARY_OVERRIDE = /eslint-disable(?:-next-line|-line)?\b[^\n]*\bno-restricted-imports\b/;

/** The files that switch the boundary rule off somewhere, with the line of each such comment. */
export function boundaryOverrides(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (BOUNDARY_OVERRIDE.test(line) ? [`${file}:${index + 1}`] : [])),
  );
}

/** The circles of a graph: its strongly connected components of more than one file, or a file importing itself. */
export function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
  const files = ROOTS.flatMap((dir) => sourceFiles(join(root, dir)));
  const found = circles(importGraph(files));
  if (found.length === 0) {
    process.stdout.write(`import circles: none in ${files.length} files\n`);
  } else {
    process.stderr.write(`import circles: ${found.length}\n`);
    for (const circle of found) process.stderr.write(`  ${circle.map((f) => relative(root, f)).join(' <-> ')}\n`);
    process.exitCode = 1;
  }
  const overrides = boundaryOverrides(files);
  if (overrides.length > 0) {
    process.stderr.write(`boundary rule switched off: ${overrides.length}; import through the package's public entry instead\n`);
    for (const at of overrides) process.stderr.write(`  ${relative(root, at)}\n`);
    process.exitCode = 1;
  }
}
