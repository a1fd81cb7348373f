/** `/passkeys`: passkey registration and management for the signed-in user. */
import './demo.css';
import { mountPasskeyRegistration } from '@auth-widget/sdk/ui';
import { demoClient, SESSION_MINUTES } from './shared/client.ts';
import { describe } from './shared/describe.ts';
import { createEventLog } from './shared/eventLog.ts';
import { renderLayout } from './shared/layout.ts';
import { DEFAULT_STYLES } from './shared/presets.ts';

const client = demoClient();
renderLayout(client);
const status = document.getElementById('status')!;
const log = createEventLog(document.getElementById('event-log')!);

if (!client.session.getSync()) {
  status.textContent = 'Passkeys are added to a signed-in account: sign in first (the widget below says the same).';
}
try {
  mountPasskeyRegistration({
    elementId: '#widget',
    client,
    config: { products: ['passkeys'], sessionOptions: { sessionDurationMinutes: SESSION_MINUTES } },
    styles: DEFAULT_STYLES,
    callbacks: {
      ...log.callbacks,
      onEvent: (event) => {
        log.callbacks.onEvent?.(event);
        if (event.type === 'passkey_done') location.assign('/account');
      },
    },
  });
} catch (error) {
  status.textContent = `The widget could not be mounted: ${describe(error)}`;
}
