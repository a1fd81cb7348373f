/** What the site server tells every page (a JSON script tag it adds to the HTML). */
export interface SiteEnv {
  /** Origin of the provider emulator the client talks to. */
  emulatorUrl: string;
  /** The emulator project's public token, when it is not the default one. */
  publicToken?: string;
}

/** Reads the site env the server put in the page. */
export function readEnv(): SiteEnv {
  const element = document.getElementById('site-env');
  const env = JSON.parse(element?.textContent ?? '{}') as Partial<SiteEnv>;
  if (typeof env.emulatorUrl !== 'string') throw new Error('The page was not served by the demo site server (no emulator URL).');
  return env as SiteEnv;
}
