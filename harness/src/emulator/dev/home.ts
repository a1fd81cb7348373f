import { MESSAGES_PER_ADDRESS } from '../inboxIndex.ts';
import { escapeHtml, sendHtml, type Router } from '../router.ts';
import { devRoute } from './devRoute.ts';
import { FAULT_MUTATIONS } from './mutations.ts';
import { renderPage } from './page.ts';

/** The stand-ins for third-party scripts the emulator serves, so sign-in runs offline: path and what it plays. */
const STAND_INS: [path: string, what: string][] = [
  ['/__google/gsi/client', "Google's One Tap script (Google Identity Services)"],
  ['/__recaptcha/enterprise.js?render=<siteKey>', "reCAPTCHA Enterprise's script: grecaptcha.enterprise.ready and execute, and the badge"],
  ['/__dfp/telemetry.js', "The reference provider's device-fingerprinting script: GetTelemetryID(publicToken, submitUrl)"],
];

/** The dev routes an index page lists: path, method and what each does. */
const ROUTES: [method: string, path: string, what: string][] = [
  [
    'GET',
    '/__dev/api/messages?to=',
    `Messages sent (email, SMS, WhatsApp) with codes and links, newest first; the newest ${MESSAGES_PER_ADDRESS} of each recipient are kept`,
  ],
  ['GET', '/__dev/api/project', 'The project config'],
  ['PUT', '/__dev/api/project', 'Change part of the project config (PKCE flags, captcha, password policy, origins, redirect URLs…)'],
  [
    'POST',
    '/__dev/api/faults',
    `Arm a fault: { path, method?, count?, status?, body?, delay_ms?, drop?, invalid_json?, captcha_required? }, or break the provider: { path, method?, count?, delay_ms?, mutate: ${FAULT_MUTATIONS.join(' | ')}, fields?, drip_ms?, drip_bytes?, truncate_at?, size_mb? }`,
  ],
  ['GET', '/__dev/api/faults', 'Armed faults'],
  ['DELETE', '/__dev/api/faults', 'Clear every fault'],
  ['POST', '/__dev/api/captcha', 'A single-use captcha token for the current site key and action LOGIN, valid 2 minutes'],
  ['GET', '/__dev/api/bot-protection', 'Bot protection: captcha and DFP switches, the verdicts set, and the log of protected calls'],
  [
    'PUT',
    '/__dev/api/bot-protection',
    'Switch captcha and DFP and set verdicts { captcha_enabled?, site_key?, dfp_enabled?, dfp_mode?, captcha_verdict?, dfp_default_verdict?, dfp_verdicts? }',
  ],
  ['DELETE', '/__dev/api/bot-protection/log', 'Clear the log of protected calls'],
  ['POST', '/__dev/api/users', 'Seed a user { email?, phone_number?, password?, roles? } without strength checks'],
  ['PUT', '/__dev/api/users/{user_id}', "Assign a user's roles { roles } (roles of the project's rbac_policy; they replace those assigned before)"],
  ['GET', '/__dev/api/events', 'Telemetry events the client sent'],
  ['GET', '/__dev/api/oauth', 'OAuth and One Tap starts, with scopes, provider params and redirect URLs'],
  ['GET', '/__dev/api/clock', "The emulator's time, and how far it was moved"],
  ['POST', '/__dev/api/clock', 'Move the time forward { advance_ms } to let codes, links, sessions and locks run out'],
  ['POST', '/__dev/api/reset', 'Forget everything, set the time back and restore the project (body: optional project changes)'],
];

/** `GET /__dev`: links to the pages, the stand-in scripts and a list of the JSON routes. */
export function registerDevHome(router: Router): void {
  devRoute(router, 'GET', '/__dev', (ctx) => {
    const rows = ROUTES.map(([method, path, what]) => `<li><code>${escapeHtml(`${method} ${path}`)}</code>: ${escapeHtml(what)}</li>`).join('\n');
    const body = `<div class="card">
<h2>Pages</h2>
<ul class="plain">
<li><a href="/__dev/inbox">Inbox</a>: the messages the emulator sent, with codes and links</li>
<li><a href="/__dev/errors">Error types</a>: what each error_type means</li>
</ul>
</div>
<div class="card">
<h2>Stand-in scripts</h2>
<ul class="plain">
${STAND_INS.map(([path, what]) => `<li><code>${escapeHtml(`GET ${path}`)}</code>: ${escapeHtml(what)}</li>`).join('\n')}
</ul>
</div>
<div class="card">
<h2>JSON routes</h2>
<ul class="plain">
${rows}
</ul>
</div>`;
    sendHtml(ctx.res, 200, renderPage({ title: 'Emulator dev tools', body }));
  });
}
