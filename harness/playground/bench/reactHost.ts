/**
 * Benchmark page: a React host. React is loaded and the root exists (the start mark) before the widget's code is
 * fetched, as in an app that shows its sign-in page after its own shell: the time to the header includes loading the
 * widget. The page names the widget module and the files to preload with it, as Vite's and webpack's output fetch a
 * lazy module's chunks together (`bench-widget` script tag): Vite's list, the module itself first and then the chunks
 * it imports; without them the chunks wait for the module.
 */
import { createRoot, type Root } from 'react-dom/client';
import { markStart } from './env.ts';

const { url, preload } = JSON.parse(document.getElementById('bench-widget')?.textContent ?? '{}') as { url: string; preload: string[] };
const root = createRoot(document.getElementById('widget')!);
markStart();
for (const href of preload) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
const widget = (await import(url)) as { render(root: Root): void };
widget.render(root);
