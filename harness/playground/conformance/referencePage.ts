/**
 * Browser entry of the conformance pages: the reference provider's SDK (headless client and prebuilt UI) and our
 * own client and widget, side by side on `window`, so a spec drives either with `page.evaluate`.
 */
import { StytchUIClient } from '@stytch/vanilla-js';
import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import * as ours from '@auth-widget/sdk';
import type * as oursUi from '@auth-widget/sdk/ui';
import { referenceEndpoints } from './referenceEndpoints.ts';

type ReferenceOptions = ConstructorParameters<typeof StytchHeadlessClient>[1];

/** What the page puts on `window` for specs. */
export interface ConformanceWindow {
  Reference: {
    StytchHeadlessClient: typeof StytchHeadlessClient;
    StytchUIClient: typeof StytchUIClient;
    /** A reference headless client on the emulator, with the page's public token. */
    headless(): StytchHeadlessClient;
    /** A reference UI client on the emulator, with the page's public token. */
    ui(): StytchUIClient;
  };
  Ours: typeof ours;
  /** Our mount API, loaded on first use: most specs never mount our widget. */
  loadOursUi(): Promise<typeof oursUi>;
  /** The page's env: the emulator URL and public token (see referenceSite.ts). */
  conformanceEnv: { emulatorUrl: string; publicToken: string };
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds the page's globals to Window
  interface Window extends ConformanceWindow {}
}

const env = JSON.parse(document.getElementById('site-env')?.textContent ?? '{}') as ConformanceWindow['conformanceEnv'];
const options = () => ({ endpoints: referenceEndpoints(env.emulatorUrl) }) as unknown as ReferenceOptions;

window.conformanceEnv = env;
window.Reference = {
  StytchHeadlessClient,
  StytchUIClient,
  headless: () => new StytchHeadlessClient(env.publicToken, options()),
  ui: () => new StytchUIClient(env.publicToken, options()),
};
window.Ours = ours;
window.loadOursUi = () => import('@auth-widget/sdk/ui');
