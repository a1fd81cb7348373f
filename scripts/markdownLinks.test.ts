import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLinks, headingSlugs, markdownLinks, REPOSITORY_URL } from './markdownLinks.ts';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** The pages a reader opens: the README, docs/, the packages' pages, the templates' READMEs, .changeset's. */
async function pages(): Promise<string[]> {
  const md = async (dir: string) => (await readdir(join(root, dir))).filter((name) => name.endsWith('.md')).map((name) => join(root, dir, name));
  const templates = (await readdir(join(root, 'templates'))).map((name) => join('templates', name));
  const dirs = ['.', 'docs', 'sdk', 'harness', 'cli', '.changeset', ...templates];
  return (await Promise.all(dirs.map(md))).flat();
}

describe('markdownLinks', () => {
  it('finds links and images, HTML href and src, and skips code', () => {
    const page = [
      'See [the widget](docs/widget.md#locales) and ![a screen](docs/screens/main-all.png "Main").',
      '<a href="docs/screens/x.png"><img src="docs/screens/y.png" width="240"></a>',
      '`[not a link](nowhere.md)` and',
      '```ts',
      'const a = [1](2);',
      '```',
      '[last](https://example.com)',
    ].join('\n');
    expect(markdownLinks(page)).toEqual(['docs/widget.md#locales', 'docs/screens/main-all.png', 'docs/screens/x.png', 'docs/screens/y.png', 'https://example.com']);
  });

  it('anchors headings as GitHub does', () => {
    const page = "# Server rendering\n## Plain pages: `@auth-widget/sdk/ui/server`\n## This repository's suite\n## Checking a running site: `doctor --site`\n## Set up\n## Set up\n```\n# not a heading\n```";
    expect([...headingSlugs(page)]).toEqual([
      'server-rendering',
      'plain-pages-auth-widgetsdkuiserver',
      'this-repositorys-suite',
      'checking-a-running-site-doctor---site',
      'set-up',
      'set-up-1',
    ]);
  });
});

describe('brokenLinks', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('names a missing file, a missing heading and a repository URL to a missing file', async () => {
    dir = await mkdtemp(join(tmpdir(), 'links-'));
    await mkdir(join(dir, 'docs'));
    await writeFile(join(dir, 'docs', 'a.md'), '# A\n## Two words\n');
    const page = join(dir, 'README.md');
    await writeFile(
      page,
      [
        '[ok](docs/a.md#two-words) [folder](docs/) [self](#top) [gone](docs/b.md) [no heading](docs/a.md#three)',
        `[repo ok](${REPOSITORY_URL}/blob/main/docs/a.md) [repo gone](${REPOSITORY_URL}/tree/main/sdk) [issues](${REPOSITORY_URL}/issues)`,
        '# Top',
      ].join('\n'),
    );
    expect(brokenLinks([page], dir)).toEqual([
      'README.md: docs/b.md (docs/b.md does not exist)',
      'README.md: docs/a.md#three (docs/a.md has no heading #three)',
      `README.md: ${REPOSITORY_URL}/tree/main/sdk (sdk does not exist)`,
    ]);
  });
});

describe("the repository's pages", () => {
  it('link only to files and headings that exist', async () => {
    const files = await pages();
    expect(files.map((file) => file.slice(root.length + 1))).toEqual(expect.arrayContaining(['README.md', 'docs/figures.md', 'sdk/README.md', 'cli/README.md']));
    expect(brokenLinks(files, root)).toEqual([]);
  });
});
