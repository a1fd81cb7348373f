import { UNRECOVERABLE_ERROR_TYPES } from '@auth-widget/sdk/protocol';
import { escapeHtml, sendHtml, type Router } from '../router.ts';
import { devRoute } from './devRoute.ts';
import { ERROR_CATALOGUE } from './errorCatalogue.ts';
import { renderPage } from './page.ts';

/** The errors page: every error type with its explanation, one anchor per type (the target of `error_url`). */
export function errorsPageHtml(): string {
  const unrecoverable: readonly string[] = UNRECOVERABLE_ERROR_TYPES;
  const groups = ERROR_CATALOGUE.map((group) => {
    const items = group.errors
      .map((entry) => {
        const note = unrecoverable.includes(entry.type) ? ' <span class="pill">ends the session</span>' : '';
        return `<div class="card" id="${escapeHtml(entry.type)}">
<h2><code>${escapeHtml(entry.type)}</code>${note}</h2>
<div>${escapeHtml(entry.description)}</div>
</div>`;
      })
      .join('\n');
    return `<section>\n<h2>${escapeHtml(group.title)}</h2>\n${items}\n</section>`;
  }).join('\n');
  const intro = '<p class="meta">Every API error carries <code>error_url</code>, a link to its entry on this page.</p>';
  return renderPage({ title: 'Error types', body: `${intro}\n${groups}` });
}

/** `GET /__dev/errors`. */
export function registerErrorsPage(router: Router): void {
  devRoute(router, 'GET', '/__dev/errors', (ctx) => {
    sendHtml(ctx.res, 200, errorsPageHtml());
  });
}
