/** Benchmark widget for the React host: our `<Login>` from the React bindings, rendered into the host's root. */
import { createElement } from 'react';
import type { Root } from 'react-dom/client';
import { createAuthClient, Login } from '@auth-widget/sdk/react';
import { benchConfig } from './config.ts';
import { env } from './env.ts';

export function render(root: Root): void {
  const client = createAuthClient(env.publicToken, { endpoints: { testApiUrl: env.emulatorUrl } });
  root.render(createElement(Login, { client, config: benchConfig(env) }));
}
