import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { npmCommand, replaceSection, stampLine, wantsWrite, writeFiguresSection } from './figures.ts';

const PAGE = [
  '# Figures',
  '',
  '## Sizes',
  '',
  '<!-- size:start -->',
  'old sizes',
  '<!-- size:end -->',
  '',
  '## Emulator',
  '',
  '<!-- bench:start -->',
  'old bench',
  '<!-- bench:end -->',
  '',
  '## First screen',
  '',
  '<!-- bench-mount:start -->',
  'old mount',
  '<!-- bench-mount:end -->',
  '',
].join('\n');

describe('replaceSection', () => {
  it('rewrites its own section and leaves every other line as it was', () => {
    const page = replaceSection(PAGE, 'bench', 'new bench\nsecond line');
    expect(page).toBe(PAGE.replace('old bench', 'new bench\nsecond line'));
  });

  it('tells a section from another whose name starts the same', () => {
    const page = replaceSection(PAGE, 'bench-mount', 'new mount');
    expect(page).toContain('old bench');
    expect(page).toBe(PAGE.replace('old mount', 'new mount'));
  });

  it('gives the same page when the same figures are written twice', () => {
    const once = replaceSection(PAGE, 'size', 'sizes');
    expect(replaceSection(once, 'size', 'sizes')).toBe(once);
  });

  it('adds a missing section at the end, under its heading', () => {
    const page = replaceSection('# Figures\n', 'size', 'sizes', 'Bundle sizes');
    expect(page).toBe('# Figures\n\n## Bundle sizes\n\n<!-- size:start -->\nsizes\n<!-- size:end -->\n');
    expect(replaceSection('', 'size', 'sizes', 'Sizes')).toBe('## Sizes\n\n<!-- size:start -->\nsizes\n<!-- size:end -->\n');
  });

  it('refuses markers a hand edit broke instead of guessing', () => {
    expect(() => replaceSection('<!-- size:start -->\nx\n', 'size', 'y')).toThrow(/once/);
    expect(() => replaceSection('<!-- size:end -->\nx\n<!-- size:start -->\n', 'size', 'y')).toThrow(/once/);
    expect(() => replaceSection(`${PAGE}\n<!-- size:start -->\n<!-- size:end -->\n`, 'size', 'y')).toThrow(/found 2 and 2/);
    expect(() => replaceSection(PAGE, 'Size figures', 'y')).toThrow(/section name/);
  });
});

describe('the run stamp', () => {
  it('names the date, the machine and the command', () => {
    const line = stampLine({
      command: 'npm run size',
      date: new Date('2026-11-28T10:42:07Z'),
      cores: 2,
      cpu: 'Example CPU',
      node: 'v20.20.0',
      platform: 'linux x64',
    });
    expect(line).toBe('Measured 2026-11-28 10:42 UTC by `npm run size` on 2 cores (Example CPU), Node v20.20.0, linux x64.');
  });

  it('keeps the arguments that shaped the figures and drops the write flag', () => {
    expect(npmCommand('bench:mount', ['--runs', '20', '--write'])).toBe('npm run bench:mount -- --runs 20');
    expect(npmCommand('size', ['--write'])).toBe('npm run size');
    expect(wantsWrite(['--runs', '3'])).toBe(false);
    expect(wantsWrite(['--write'])).toBe(true);
  });
});

describe('writeFiguresSection', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('creates the page, then rewrites only its section', async () => {
    dir = await mkdtemp(join(tmpdir(), 'figures-'));
    const file = join(dir, 'figures.md');
    const stamp = { command: 'npm run size', date: new Date('2026-11-28T10:00:00Z'), cores: 2, cpu: 'CPU', node: 'v20.20.0', platform: 'linux x64' };
    await writeFiguresSection({ name: 'size', title: 'Bundle sizes', stamp, output: 'entry 1 2\n', file });
    await writeFile(file, `# Figures\n\nWritten by the scripts.\n\n${await readFile(file, 'utf8')}`);
    await writeFiguresSection({ name: 'size', title: 'Bundle sizes', stamp, output: 'entry 3 4', file });
    expect(await readFile(file, 'utf8')).toBe(
      [
        '# Figures',
        '',
        'Written by the scripts.',
        '',
        '## Bundle sizes',
        '',
        '<!-- size:start -->',
        'Measured 2026-11-28 10:00 UTC by `npm run size` on 2 cores (CPU), Node v20.20.0, linux x64.',
        '',
        '```text',
        'entry 3 4',
        '```',
        '<!-- size:end -->',
        '',
      ].join('\n'),
    );
  });
});
