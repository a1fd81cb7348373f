/**
 * The links of the repository's Markdown pages, and the ones that lead nowhere: a relative link (or one to this
 * repository on GitHub, as the package READMEs write them so that they work on the registry's page too) must name a
 * file or folder that exists, and its `#fragment` a heading of that page as GitHub anchors it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Links of this form are read as paths of the checkout. */
export const REPOSITORY_URL = 'https://github.com/auth-widget/auth-widget';

/** The page's lines, those of fenced code blocks blanked (code may hold anything). */
function outsideCode(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return '';
    }
    return fence === null ? line : '';
  });
}

/** Every link target of a page: Markdown links and images, and `href`/`src` of its HTML. */
export function markdownLinks(markdown: string): string[] {
  const links: string[] = [];
  for (const line of outsideCode(markdown).map((text) => text.replace(/`[^`]*`/g, ''))) {
    for (const match of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) links.push(match[1]!);
    for (const match of line.matchAll(/\b(?:href|src)="([^"]+)"/g)) links.push(match[1]!);
  }
  return links;
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as dashes, repeats numbered. */
export function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of outsideCode(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

/** What is wrong with one link of `file`, or null when it leads somewhere; `root` is the checkout. */
export function linkProblem(file: string, link: string, root: string): string | null {
  let target: string;
  if (link.startsWith(`${REPOSITORY_URL}/`)) {
    const path = /^\/(?:blob|tree)\/main\/([^#?]*)/.exec(link.slice(REPOSITORY_URL.length))?.[1];
    if (path === undefined) return /^\/(issues|pulls)\b/.test(link.slice(REPOSITORY_URL.length)) ? null : 'not a file of the repository';
    target = `${join(root, decodeURIComponent(path))}${link.includes('#') ? link.slice(link.indexOf('#')) : ''}`;
  } else if (/^[a-z][a-z0-9+.-]*:/i.test(link)) {
    return null;
  } else {
    target = link.startsWith('#') ? `${file}${link}` : resolve(dirname(file), link);
  }
  const [path = '', fragment] = target.split('#');
  const shown = relative(root, path) || '.';
  if (!existsSync(path)) return `${shown} does not exist`;
  if (fragment === undefined || fragment === '') return null;
  if (!path.endsWith('.md') || statSync(path).isDirectory()) return null;
  return headingSlugs(readFileSync(path, 'utf8')).has(fragment.toLowerCase()) ? null : `${shown} has no heading #${fragment}`;
}

/** `file: link (problem)` for each link of the pages that leads nowhere. */
export function brokenLinks(files: string[], root: string): string[] {
  return files.flatMap((file) =>
    markdownLinks(readFileSync(file, 'utf8')).flatMap((link) => {
      const problem = linkProblem(file, link, root);
      return problem === null ? [] : [`${relative(root, file)}: ${link} (${problem})`];
    }),
  );
}
