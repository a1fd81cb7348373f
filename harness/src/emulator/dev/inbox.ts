import { MESSAGES_IN_INBOX, MESSAGES_PER_ADDRESS } from '../inboxIndex.ts';
import { escapeHtml, sendHtml, sendJson, type Router } from '../router.ts';
import type { InboxMessage } from '../store.ts';
import { botProtectionHtml } from './botProtectionHtml.ts';
import { devRoute } from './devRoute.ts';
import { renderPage } from './page.ts';

/** How often the inbox page reloads itself to show new messages. */
const REFRESH_SECONDS = 2;

/**
 * Most messages the page shows unfiltered: it reloads every REFRESH_SECONDS, and a page of the inbox's thousands
 * would cost more to build than a glance needs. A recipient's filter shows all the inbox keeps for them.
 */
const PAGE_MESSAGES = 200;

/** What the inbox keeps, said on its page (the JSON route and the fixtures read the same bounded lists). */
const BOUNDS_TEXT = `The inbox keeps the newest ${MESSAGES_PER_ADDRESS} messages of each recipient and the newest ${MESSAGES_IN_INBOX.toLocaleString('en-US')} in all; older ones are dropped.`;

/**
 * The `to` filter as the caller meant it. In a query string `+` decodes to a space, so `?to=+15551234567`
 * arrives as ` 15551234567`: put the plus back for E.164 numbers.
 */
function normaliseTo(raw: string | null): string | null {
  if (raw === null) return null;
  const value = raw.replace(/^ (?=\d)/, '+').trim();
  return value === '' ? null : value;
}

/** A link as an anchor when it is http(s); anything else (a `javascript:` URL, say) stays plain text. */
function linkHtml(link: string): string {
  let safe: boolean;
  try {
    const { protocol } = new URL(link);
    safe = protocol === 'http:' || protocol === 'https:';
  } catch {
    safe = false;
  }
  const text = escapeHtml(link);
  return safe ? `<a href="${text}" rel="noreferrer">${text}</a>` : `<code>${text}</code>`;
}

function messageHtml(message: InboxMessage): string {
  const code = message.code ? `<div class="code" aria-label="code">${escapeHtml(message.code)}</div>` : '';
  const link = message.link ? `<div>${linkHtml(message.link)}</div>` : '';
  return `<article class="card">
<div class="meta"><span class="pill">${escapeHtml(message.channel)}</span>to <strong>${escapeHtml(message.to)}</strong> · ${escapeHtml(message.created_at)}</div>
<h2>${escapeHtml(message.subject)}</h2>
${code}${link}
<pre>${escapeHtml(message.body)}</pre>
</article>`;
}

/**
 * `GET /__dev/inbox` (the page, with the bot-protection settings and latest verdicts below the messages) and
 * `GET /__dev/api/messages` (the same messages as JSON).
 */
export function registerInboxRoutes(router: Router): void {
  devRoute(router, 'GET', '/__dev/inbox', (ctx) => {
    const to = normaliseTo(ctx.query.get('to'));
    const all = ctx.store.messagesTo(to);
    const list = to === null ? all.slice(0, PAGE_MESSAGES) : all;
    const more =
      list.length < all.length
        ? `<p class="meta">Showing the newest ${list.length} of ${all.length} messages: filter by recipient to see older ones.</p>`
        : '';
    const filter = `<form class="inline" method="get" action="/__dev/inbox">
<input type="text" name="to" placeholder="Filter by recipient: email or +15551234567" value="${escapeHtml(to ?? '')}">
<button type="submit">Filter</button>${to ? ' <a href="/__dev/inbox">Show all</a>' : ''}
</form>`;
    const empty = `<p class="meta">No messages${to ? ` for ${escapeHtml(to)}` : ''} yet. This page reloads every ${REFRESH_SECONDS} s.</p>`;
    const body = `${filter}${list.length === 0 ? empty : list.map(messageHtml).join('\n')}
${more}<p class="meta">${BOUNDS_TEXT}</p>
${botProtectionHtml(ctx.store)}
<p class="meta"><a href="/__dev">Dev tools</a> · <a href="/__dev/api/messages${to ? `?to=${encodeURIComponent(to)}` : ''}">JSON</a></p>`;
    sendHtml(ctx.res, 200, renderPage({ title: 'Dev inbox', body, refreshSeconds: REFRESH_SECONDS }));
  });

  devRoute(router, 'GET', '/__dev/api/messages', (ctx) => {
    const to = normaliseTo(ctx.query.get('to'));
    // Every field but the internal id; typed so a field added to the stored message must be sent too.
    const messages = ctx.store.messagesTo(to).map(
      ({ channel, to: recipient, subject, body, code, link, created_at }): Omit<InboxMessage, 'id'> => ({
        channel,
        to: recipient,
        subject,
        body,
        code,
        link,
        created_at,
      }),
    );
    sendJson(ctx.res, 200, { messages });
  });
}
