// Where magic links, OAuth redirects and password reset links land: the sdk writes the heading in the site's language,
// finishes the link, then goes to /account.
import { mountAuthenticate } from '@auth-widget/sdk/site';
import { client, settings } from './client.ts';

void mountAuthenticate({ elementId: '#authenticate', heading: true, client, config: settings.config, locale: settings.locale, confirmMagicLinks: settings.confirmMagicLinks });
