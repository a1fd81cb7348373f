import { answerCredentialRequest, installCredentialShim, type CredentialBridgeRequest } from '@auth-widget/harness/fixtures';
import type { SoftAuthenticator } from '@auth-widget/harness/testing';
import type { WebKitPage } from './webkitPage.ts';

const CHANNEL = 'passkeys';
const BRIDGE_NAME = '__authWidgetCredentialBridge';

/**
 * Gives the page WebAuthn backed by `authenticator`, a software authenticator in Node. WebKitGTK's MiniBrowser has
 * no `PublicKeyCredential` and WebKitWebDriver no virtual authenticator, so the harness's credential shim stands in
 * for `navigator.credentials`: each ceremony crosses the page bridge as JSON and is answered in Node as a browser
 * and its authenticator would (origin and RP ID checks, then the authenticator). Classic WebDriver cannot add a
 * script before the page's own, so call this after each load and before the widget mounts. Returns the ceremonies
 * the page asked for (`create` or `get`), in order.
 */
export async function installPasskeys(page: WebKitPage, authenticator: SoftAuthenticator): Promise<string[]> {
  const ceremonies: string[] = [];
  page.bridge.serve(CHANNEL, (payload) => {
    const request = JSON.parse(String(payload)) as CredentialBridgeRequest;
    ceremonies.push(request.mediation ? `${request.type} (${request.mediation})` : request.type);
    return answerCredentialRequest(authenticator, request);
  });
  await page.run(`${page.bridge.defineScript(BRIDGE_NAME, CHANNEL)}\n(${installCredentialShim.toString()})(${JSON.stringify(BRIDGE_NAME)});`);
  return ceremonies;
}
