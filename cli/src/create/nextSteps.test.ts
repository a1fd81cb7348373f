import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextSteps } from './nextSteps.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'next-steps-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Folder names that run a command when pasted unquoted or double-quoted. */
const HOSTILE = ['site$(touch X)', 'site`touch X`', 'site;touch X', "site'; touch X; '", 'site"$(touch X)"', 'site && touch X', 'my site $(touch X)'];

describe('nextSteps', () => {
  it('prints a plain folder as it is, and the install step when nothing was installed', () => {
    expect(nextSteps({ shown: 'my-site', pm: 'npm', installed: false })).toEqual(['cd my-site', 'npm install', 'npm run dev']);
    expect(nextSteps({ shown: '../sites/a_b.c', pm: 'pnpm', installed: true })).toEqual(['cd ../sites/a_b.c', 'pnpm dev']);
    expect(nextSteps({ shown: 'My Site', pm: 'npm', installed: true })[0]).toBe("cd 'My Site'");
  });

  it.each(HOSTILE)('prints a cd line for %s that, pasted into sh, enters the folder and runs nothing', async (name) => {
    const dir = await mkdtemp(join(root, 'paste-'));
    await mkdir(join(dir, name));
    const [cd] = nextSteps({ shown: name, pm: 'npm', installed: true });
    const where = execFileSync('sh', ['-c', `${cd} && pwd`], { cwd: dir, encoding: 'utf8' });
    expect(where.trim()).toBe(join(dir, name));
    expect(existsSync(join(dir, 'X'))).toBe(false);
    expect(await readdir(dir)).toEqual([name]);
  });

  it('shows control and bidirectional characters as escapes, and runs nothing with them either', () => {
    const [cd] = nextSteps({ shown: 'site\u001b[2J\u202e$(touch X)\n', pm: 'npm', installed: true });
    expect(cd).toBe("cd 'site\\u001b[2J\\u202e$(touch X)\\n'");
    execFileSync('sh', ['-c', `${cd} 2>/dev/null; true`], { cwd: root });
    expect(existsSync(join(root, 'X'))).toBe(false);
  });
});
