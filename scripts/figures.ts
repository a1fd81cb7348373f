/**
 * The measured figures live in one generated page, `docs/figures.md`, and only the scripts that measure them write it:
 * `npm run size`, `npm run bench` and `npm run bench:mount` each rewrite their own section, between
 * `<!-- <name>:start -->` and `<!-- <name>:end -->`, with the run's date, machine and command, when given `--write`.
 * Without the flag they print and write nothing, so a casual run or CI never changes a tracked file.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIGURES_FILE = join(dirname(dirname(fileURLToPath(import.meta.url))), 'docs', 'figures.md');

/** The flag that asks a measuring script to write its section. */
export const WRITE_FLAG = '--write';

const start = (name: string) => `<!-- ${name}:start -->`;
const end = (name: string) => `<!-- ${name}:end -->`;

/**
 * Replaces what lies between the section's markers with `body`, leaving the rest of the page as it was; a page
 * without the section gets it at its end, under `## title`. Markers that are half there, repeated or out of order are
 * an error, not a guess: a hand edit broke them.
 */
export function replaceSection(page: string, name: string, body: string, title = name): string {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`figures: a section name is lower-case letters, digits and dashes, not "${name}"`);
  const [open, close] = [start(name), end(name)];
  const opens = page.split(open).length - 1;
  const closes = page.split(close).length - 1;
  const block = `${open}\n${body.trim()}\n${close}`;
  if (opens === 0 && closes === 0) return `${page.trimEnd()}${page.trim() ? '\n\n' : ''}## ${title}\n\n${block}\n`;
  const from = page.indexOf(open);
  const to = page.indexOf(close);
  if (opens !== 1 || closes !== 1 || to < from) {
    throw new Error(`figures: the page must hold "${open}" once, then "${close}" once (found ${opens} and ${closes})`);
  }
  return page.slice(0, from) + block + page.slice(to + close.length);
}

/** What a run was measured on and with: the line under which its figures are kept. */
export interface RunStamp {
  /** The command as typed, such as `npm run bench:mount -- --runs 20`. */
  command: string;
  date?: Date;
  cores?: number;
  cpu?: string;
  node?: string;
  platform?: string;
}

export function stampLine({
  command,
  date = new Date(),
  cores = availableParallelism(),
  cpu = cpus()[0]?.model.trim() ?? 'unknown CPU',
  node = process.version,
  platform = `${process.platform} ${process.arch}`,
}: RunStamp): string {
  const when = `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `Measured ${when} by \`${command}\` on ${cores} cores (${cpu}), Node ${node}, ${platform}.`;
}

/** The command that ran: the npm script and its arguments after `--`, without the write flag itself. */
export function npmCommand(script: string, argv: readonly string[] = process.argv.slice(2)): string {
  const args = argv.filter((arg) => arg !== WRITE_FLAG);
  return `npm run ${script}${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`;
}

/** Whether the run was given `--write`. */
export function wantsWrite(argv: readonly string[] = process.argv.slice(2)): boolean {
  return argv.includes(WRITE_FLAG);
}

export interface FiguresSection {
  /** The marker name, such as `size`. */
  name: string;
  /** The heading a new section gets. */
  title: string;
  stamp: RunStamp;
  /** The figures as printed: kept in a text block, as the terminal showed them. */
  output: string;
  /** The page to write; `docs/figures.md` unless a test gives another. */
  file?: string;
}

/** Rewrites one section of the figures page (created when missing) and returns the page's path. */
export async function writeFiguresSection({ name, title, stamp, output, file = FIGURES_FILE }: FiguresSection): Promise<string> {
  const page = existsSync(file) ? await readFile(file, 'utf8') : '';
  const body = `${stampLine(stamp)}\n\n\`\`\`text\n${output.trimEnd()}\n\`\`\``;
  await writeFile(file, replaceSection(page, name, body, title));
  return file;
}
