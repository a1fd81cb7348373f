/** Benchmark widget for the React host: the reference provider's `<StytchLogin>`, rendered into the host's root. */
import { createElement } from 'react';
import type { Root } from 'react-dom/client';
import { StytchUIClient } from '@stytch/vanilla-js';
import { StytchLogin, StytchProvider } from '@stytch/react';
import { referenceEndpoints } from '../conformance/referenceEndpoints.ts';
import { benchConfig } from './config.ts';
import { env } from './env.ts';

type ReferenceOptions = ConstructorParameters<typeof StytchUIClient>[1];

export function render(root: Root): void {
  const client = new StytchUIClient(env.publicToken, { endpoints: referenceEndpoints(env.emulatorUrl) } as unknown as ReferenceOptions);
  root.render(createElement(StytchProvider, { stytch: client }, createElement(StytchLogin, { config: benchConfig(env) as never })));
}
