import { escapeHtml } from '../router.ts';

/** What a page of the emulator's own (inbox, errors, consent) is made of. */
export interface PageOptions {
  /** The page title, shown in the tab and as the heading; escaped here. */
  title: string;
  /** The body HTML; the caller has escaped every value in it with `escapeHtml`. */
  body: string;
  /**
   * Reload the page every this many seconds (the inbox follows new messages this way), except while the user
   * types in a field or has text selected, so a filter being typed or a code being copied is not lost.
   */
  refreshSeconds?: number;
}

/** Styles shared by the emulator's pages: readable, light, no external resources (the CSP allows none). */
const STYLE = `
  :root { color-scheme: light; --ink: #19303d; --muted: #5c727d; --line: #dde3e6; --accent: #0c5a56; --bad: #8b1214; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Arial, sans-serif; color: var(--ink); background: #f5f7f8; }
  main { max-width: 860px; margin: 0 auto; padding: 24px 20px 48px; }
  h1 { font-size: 22px; margin: 0 0 16px; }
  h2 { font-size: 17px; margin: 0 0 6px; }
  a { color: var(--accent); }
  code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
  pre { white-space: pre-wrap; word-break: break-word; margin: 8px 0 0; color: var(--muted); }
  .card { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 14px 16px; margin: 0 0 12px; }
  .meta { color: var(--muted); font-size: 13px; }
  .pill { display: inline-block; border-radius: 999px; padding: 1px 9px; font-size: 12px; background: #e6eef0; color: var(--ink); margin-right: 6px; }
  .code { font: 600 26px/1.2 ui-monospace, Menlo, Consolas, monospace; letter-spacing: 4px; margin: 6px 0; }
  .error { color: var(--bad); }
  form.inline { display: flex; gap: 8px; margin: 0 0 16px; }
  input[type=text], input[type=email] { flex: 1; padding: 8px 10px; border: 1px solid var(--line); border-radius: 6px; font: inherit; min-height: 40px; }
  button { padding: 8px 16px; border-radius: 6px; border: 1px solid var(--ink); background: var(--ink); color: #fff; font: inherit; cursor: pointer; min-height: 40px; }
  button.secondary { background: #fff; color: var(--ink); }
  ul.plain { padding-left: 18px; }
  table { width: 100%; border-collapse: collapse; font-size: 13px; }
  th, td { text-align: left; vertical-align: top; padding: 4px 6px; border-top: 1px solid var(--line); word-break: break-word; }
`;

/** A complete HTML document for one of the emulator's pages. */
export function renderPage({ title, body, refreshSeconds }: PageOptions): string {
  const refresh = refreshSeconds
    ? `<noscript><meta http-equiv="refresh" content="${refreshSeconds}"></noscript>
<script>setInterval(() => {
  const active = document.activeElement;
  const typing = active && (active.tagName === 'INPUT' || active.tagName === 'TEXTAREA');
  if (!typing && String(window.getSelection()) === '') location.reload();
}, ${refreshSeconds * 1000});</script>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}
