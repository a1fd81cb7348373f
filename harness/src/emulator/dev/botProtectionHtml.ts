import type { BotVerdictEntry } from '../botProtection/types.ts';
import { escapeHtml } from '../router.ts';
import type { Store } from '../store.ts';

/** How many of the latest verdicts the inbox page shows; the JSON route has them all. */
const SHOWN_VERDICTS = 20;

function row(entry: BotVerdictEntry): string {
  const cells = [
    entry.at,
    `${entry.method} ${entry.path}`,
    entry.mode ?? '–',
    entry.captcha,
    entry.telemetry_id ?? '–',
    entry.verdict ?? '–',
    entry.outcome,
  ];
  return `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`;
}

/**
 * The inbox page's "Bot protection" section: the project's captcha and DFP switches, the verdicts a test set, and
 * the latest protected calls, newest first. Every value is escaped: paths and telemetry ids come from requests.
 */
export function botProtectionHtml(store: Store): string {
  const { project, state } = store;
  const captcha = project.captcha_settings.enabled
    ? `on, site key <code>${escapeHtml(project.captcha_settings.siteKey)}</code>, every valid token ${state.bot_protection.captcha_verdict === 'pass' ? 'passes' : 'fails'}`
    : 'off';
  const ownVerdicts = Object.keys(state.dfp_verdicts).length;
  const dfp = project.dfp_protected_auth_enabled
    ? `on, ${escapeHtml(project.dfp_protected_auth_mode)}, default verdict ${escapeHtml(state.bot_protection.dfp_default_verdict)}${ownVerdicts > 0 ? `, ${ownVerdicts} telemetry id${ownVerdicts > 1 ? 's' : ''} with a verdict of its own` : ''}`
    : 'off';
  const latest = state.bot_verdicts.slice(-SHOWN_VERDICTS).reverse();
  const table =
    latest.length === 0
      ? '<p class="meta">No protected call yet.</p>'
      : `<table>
<thead><tr><th>At</th><th>Call</th><th>DFP mode</th><th>Captcha</th><th>Telemetry id</th><th>Verdict</th><th>Outcome</th></tr></thead>
<tbody>
${latest.map(row).join('\n')}
</tbody>
</table>`;
  return `<section class="card" aria-labelledby="bot-protection">
<h2 id="bot-protection">Bot protection</h2>
<ul class="plain">
<li>Captcha: ${captcha}</li>
<li>DFP Protected Auth: ${dfp}</li>
</ul>
${table}
<p class="meta"><a href="/__dev/api/bot-protection">JSON</a> · change with <code>PUT /__dev/api/bot-protection</code></p>
</section>`;
}
