// Where magic links, OAuth redirects and password reset links land: the sdk finishes them, then goes to /account.
import { mountAuthenticate } from '@auth-widget/sdk/site';
import { client, settings } from './client.ts';

void mountAuthenticate({ elementId: '#authenticate', client, config: settings.config, locale: settings.locale, confirmMagicLinks: settings.confirmMagicLinks });
