/** `/reset-password`: the password reset form for the token of a reset email's link. */
import './demo.css';
import { mountResetPassword } from '@auth-widget/sdk/ui';
import { demoClient } from './shared/client.ts';
import { describe } from './shared/describe.ts';
import { createEventLog } from './shared/eventLog.ts';
import { renderLayout } from './shared/layout.ts';
import { DEFAULT_STYLES, presetConfig } from './shared/presets.ts';

/** Kept for this tab only, so a reload still finds the token after it left the address bar. */
const TOKEN_KEY = 'auth-widget-demo:reset-token';

const client = demoClient();
renderLayout(client);
const status = document.getElementById('status')!;
const log = createEventLog(document.getElementById('event-log')!);

const url = new URL(location.href);
const fromUrl = url.searchParams.get('token');
if (fromUrl) {
  sessionStorage.setItem(TOKEN_KEY, fromUrl);
  url.searchParams.delete('token');
  history.replaceState(null, '', url);
}
const token = fromUrl ?? sessionStorage.getItem(TOKEN_KEY);

if (!token) {
  status.textContent = 'There is no reset token: open the link of a password reset email (see the inbox).';
} else {
  try {
    mountResetPassword({
      elementId: '#widget',
      client,
      config: presetConfig('passwords', location.origin),
      styles: DEFAULT_STYLES,
      callbacks: {
        ...log.callbacks,
        onSuccess: (response) => {
          sessionStorage.removeItem(TOKEN_KEY);
          log.callbacks.onSuccess?.(response);
        },
      },
      passwordResetToken: token,
    });
  } catch (error) {
    status.textContent = `The widget could not be mounted: ${describe(error)}`;
  }
}
