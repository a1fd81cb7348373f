import type { AuthClient } from '../../../src/client/createAuthClient.ts';
import type { WidgetConfig } from '../../../src/ui/config.ts';
import { passwordStateAtom, screenAtom } from '../../../src/ui/state/atoms.ts';
import { renderScreen } from '../renderWidget.tsx';

/** Where the password tests' reset and login links point: localhost URLs the emulator always accepts. */
export const RESET_URL = 'http://localhost:3000/reset';
export const LOGIN_URL = 'http://localhost:3000/login';

/** A config with the passwords product and its reset redirect URLs. */
export function passwordConfig(extra: Partial<WidgetConfig> = {}): WidgetConfig {
  return {
    products: ['passwords'],
    passwordOptions: { resetPasswordRedirectURL: RESET_URL, loginRedirectURL: LOGIN_URL },
    ...extra,
  };
}

/** Renders the widget on Password create-or-login for an email and a password state type, once it has loaded. */
export function renderPasswordScreen(
  client: AuthClient,
  config: WidgetConfig,
  email: string,
  type: 'new' | 'password' | 'passwordless',
) {
  return renderScreen(client, config, {
    prepare: (store) => {
      store.set(passwordStateAtom, { email, type });
      store.set(screenAtom, 'PasswordCreateOrLogin');
    },
  });
}
