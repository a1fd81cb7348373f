/**
 * Benchmark widget for the React host: our `<Login>` from the React bindings, rendered into the host's root, given a
 * public token as the README shows it (its client's code loads beside the first render).
 */
import { createElement } from 'react';
import type { Root } from 'react-dom/client';
import { Login } from '@auth-widget/sdk/react';
import { benchConfig } from './config.ts';
import { env } from './env.ts';

export function render(root: Root): void {
  root.render(createElement(Login, { client: env.publicToken, clientOptions: { endpoints: { testApiUrl: env.emulatorUrl } }, config: benchConfig(env) }));
}
