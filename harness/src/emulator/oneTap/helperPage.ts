import { ONE_TAP_OPERATIONS } from './protocol.ts';

/**
 * The One Tap helper page: no UI of its own, a script that serves the protocol of protocol.ts. Each request
 * goes to the operation's JSON route with the parent's origin as the browser reported it (`event.origin`, which
 * a page cannot forge), and the reply goes back to that window at that origin only.
 */
export function oneTapHelperPage(): string {
  const endpoints = JSON.stringify(ONE_TAP_OPERATIONS);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>One Tap helper</title></head>
<body>
<p style="font:12px system-ui,sans-serif;color:#5c727d">Google One Tap helper of the emulator. The widget embeds
this page in a frame and calls it with window.postMessage.</p>
<script>
(() => {
  'use strict';
  const ENDPOINTS = ${endpoints};
  const publicToken = new URLSearchParams(location.search).get('public_token') || '';
  const failure = (message) => ({ type: 'unknown_reason', state: 'none', reason: 'unknown_reason', message });

  async function run(op, args, origin) {
    if (!Object.prototype.hasOwnProperty.call(ENDPOINTS, op)) return { error: failure('Unknown operation ' + op + '.') };
    try {
      const res = await fetch('/v1/public/oauth/google/onetap/' + ENDPOINTS[op], {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ public_token: publicToken, origin, args }),
      });
      const body = await res.json();
      if (body && typeof body === 'object' && body.result && typeof body.result === 'object') return { result: body.result };
      if (body && typeof body === 'object' && body.error && typeof body.error === 'object') return { error: body.error };
      return { error: failure('Unexpected answer from the emulator.') };
    } catch (e) {
      return { error: failure('The emulator could not be reached.') };
    }
  }

  window.addEventListener('message', async (event) => {
    const data = event.data;
    if (!data || typeof data !== 'object' || typeof data.op !== 'string') return;
    if (typeof data.id !== 'string' && typeof data.id !== 'number') return;
    // An opaque origin (a sandboxed frame, a file) cannot be answered privately: ignore it.
    if (!event.source || event.origin === 'null') return;
    const args = data.args && typeof data.args === 'object' && !Array.isArray(data.args) ? data.args : {};
    const answer = await run(data.op, args, event.origin);
    event.source.postMessage(Object.assign({ id: data.id }, answer), event.origin);
  });

  if (window.parent !== window) window.parent.postMessage({ ready: true }, '*');
})();
</script>
</body>
</html>`;
}
