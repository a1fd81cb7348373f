import { CLIENTSIDE_METHODS, METHOD_ROUTE_PREFIX, UNREACHABLE_ERROR_NAME, type FlattenedApiError } from './protocol.ts';

/**
 * The helper frame's page: no UI, a script serving the protocol of protocol.ts. Each call goes to the method's
 * JSON route with the caller's origin as the browser reported it, and the answer goes back on the caller's port
 * only. With `refusal`, every method is answered with that error without a call (a page that may not use it).
 */
export function clientsideServicesPage(options: { refusal?: FlattenedApiError } = {}): string {
  // JSON in a script element: `<` escaped so no value can close the element.
  const data = JSON.stringify({
    methods: CLIENTSIDE_METHODS,
    route: METHOD_ROUTE_PREFIX,
    refusal: options.refusal ?? null,
    unreachableName: UNREACHABLE_ERROR_NAME,
  }).replaceAll('<', '\\u003c');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Clientside services</title></head>
<body>
<script>
(() => {
  'use strict';
  const CONFIG = ${data};

  function unreachable() {
    const message = 'Unable to contact the provider\\'s servers.';
    return { success: false, error: { name: CONFIG.unreachableName, message, stack: CONFIG.unreachableName + ': ' + message, details: message } };
  }

  async function run(method, args, origin) {
    if (CONFIG.refusal) return { success: false, error: CONFIG.refusal };
    try {
      const res = await fetch(CONFIG.route + method, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ origin, args }),
      });
      const body = await res.json();
      if (body && typeof body === 'object' && typeof body.success === 'boolean') return body;
      return unreachable();
    } catch (e) {
      return unreachable();
    }
  }

  window.addEventListener('message', async (event) => {
    const port = event.ports && event.ports[0];
    const data = event.data;
    // As the reference frame: a message without a port, or for a method it does not have, gets no answer.
    if (!port || !data || typeof data !== 'object' || !CONFIG.methods.includes(data.method)) return;
    const answer = await run(data.method, Array.isArray(data.args) ? data.args : [], event.origin);
    port.postMessage(answer);
    port.close();
  });
})();
</script>
</body>
</html>`;
}
