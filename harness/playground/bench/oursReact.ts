/** Benchmark page: a React host rendering our `<Login>`. */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createAuthClient, Login } from '@auth-widget/sdk/react';
import { benchConfig } from './config.ts';
import { env, markStart } from './env.ts';

const client = createAuthClient(env.publicToken, { endpoints: { testApiUrl: env.emulatorUrl } });
markStart();
createRoot(document.getElementById('widget')!).render(createElement(Login, { client, config: benchConfig(env) }));
