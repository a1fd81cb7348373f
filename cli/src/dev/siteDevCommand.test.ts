import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteDevCommand } from './siteDevCommand.ts';

async function site(deps: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'aw-site-'));
  await writeFile(join(dir, 'package.json'), JSON.stringify({ devDependencies: deps }));
  return dir;
}

describe('siteDevCommand', () => {
  it('runs the command given after -- as it is', async () => {
    expect(siteDevCommand(await site({}), ['astro', 'dev', '--port', '4321'])).toEqual({ program: 'astro', args: ['dev', '--port', '4321'] });
  });

  it('finds Next.js and Vite on the ports the templates redirect to, or on PORT', async () => {
    expect(siteDevCommand(await site({ next: '^16' }), [], {})).toEqual({ program: 'next', args: ['dev', '--port', '3000'] });
    expect(siteDevCommand(await site({ vite: '^8' }), [], {})).toEqual({ program: 'vite', args: ['--port', '5173'] });
    expect(siteDevCommand(await site({ vite: '^8' }), [], { PORT: '6000' })).toEqual({ program: 'vite', args: ['--port', '6000'] });
  });

  it('says what to do when it finds no framework or no package.json', async () => {
    const astro = await site({ astro: '^5' });
    expect(() => siteDevCommand(astro, [], {})).toThrow(/give the site's dev command after --/);
    expect(() => siteDevCommand(join(tmpdir(), 'no-such-site-dir'), [], {})).toThrow(/No package.json/);
  });
});
