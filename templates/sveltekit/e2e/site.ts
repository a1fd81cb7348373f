import { siteOf } from '@auth-widget/harness/fixtures';

/** What the site offers, from its auth-widget.config.json: each spec runs only for what the site turns on. */
export const site = siteOf(new URL('../auth-widget.config.json', import.meta.url));
