/**
 * Browser entry of the conformance pages: the reference provider's SDK (headless client and prebuilt UI) and our
 * own client, side by side on `window`, so a spec drives either with `page.evaluate`.
 */
import { StytchUIClient } from '@stytch/vanilla-js';
import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import * as ours from '@auth-widget/sdk';

declare global {
  interface Window {
    Reference: { StytchHeadlessClient: typeof StytchHeadlessClient; StytchUIClient: typeof StytchUIClient };
    Ours: typeof ours;
    /** The page's env: the emulator URL and public token (see referenceSite.ts). */
    conformanceEnv: { emulatorUrl: string; publicToken: string };
  }
}

window.Reference = { StytchHeadlessClient, StytchUIClient };
window.Ours = ours;
const envElement = document.getElementById('site-env');
window.conformanceEnv = JSON.parse(envElement?.textContent ?? '{}');
