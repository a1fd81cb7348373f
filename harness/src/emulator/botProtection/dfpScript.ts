import { DFP_SUBMIT_PATH } from './protocol.ts';

/**
 * The emulator's stand-in for the reference provider's device-fingerprinting script (`telemetry.js`):
 * `window.GetTelemetryID(publicToken, submitUrl)`, or one object `{ publicToken, submitURL }`, posts what the page
 * can read cheaply (`{ public_token, user_agent, language, screen, timezone }`) to `submitUrl` (by default the
 * emulator's `POST /__dfp/submit`) and resolves with the `telemetry_id` it answers; it rejects when the submit
 * refuses (a public token that is not the project's). The reference client calls it with the two arguments and
 * `<dfpBackendURL>/submit`.
 */
export function dfpScript(options: { emulatorOrigin: string }): string {
  return `(() => {
  'use strict';
  const DEFAULT_SUBMIT_URL = ${JSON.stringify(`${options.emulatorOrigin}${DFP_SUBMIT_PATH}`)};

  function read(get) {
    try { return get(); } catch (e) { return null; }
  }

  function fingerprint(publicToken) {
    return {
      public_token: publicToken,
      user_agent: read(() => navigator.userAgent) || '',
      language: read(() => navigator.language) || '',
      screen: read(() => ({ width: screen.width, height: screen.height, color_depth: screen.colorDepth })),
      timezone: read(() => Intl.DateTimeFormat().resolvedOptions().timeZone) || '',
    };
  }

  function text(value) {
    return typeof value === 'string' && value !== '' ? value : null;
  }

  window.GetTelemetryID = function GetTelemetryID(first, second) {
    const options = first !== null && typeof first === 'object' ? first : { publicToken: first, submitURL: second };
    const publicToken = text(options.publicToken);
    if (!publicToken) return Promise.reject(new Error('GetTelemetryID: a public token is required'));
    const submitUrl = text(options.submitURL) || text(options.submitUrl) || DEFAULT_SUBMIT_URL;
    return fetch(submitUrl, {
      method: 'POST',
      // text/plain keeps it a simple cross-origin request: no preflight.
      headers: { 'Content-Type': 'text/plain' },
      credentials: 'omit',
      body: JSON.stringify(fingerprint(publicToken)),
    }).then((res) => res.json().catch(() => null).then((body) => {
      if (!res.ok || !body || typeof body.telemetry_id !== 'string') {
        throw new Error('GetTelemetryID: the telemetry was refused (status ' + res.status + ')');
      }
      return body.telemetry_id;
    }));
  };
})();
`;
}
