/** Benchmark page: a React host rendering the reference provider's `<StytchLogin>`. */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { StytchUIClient } from '@stytch/vanilla-js';
import { StytchLogin, StytchProvider } from '@stytch/react';
import { referenceEndpoints } from '../conformance/referenceEndpoints.ts';
import { benchConfig } from './config.ts';
import { env, markStart } from './env.ts';

type ReferenceOptions = ConstructorParameters<typeof StytchUIClient>[1];
const client = new StytchUIClient(env.publicToken, { endpoints: referenceEndpoints(env.emulatorUrl) } as unknown as ReferenceOptions);
markStart();
createRoot(document.getElementById('widget')!).render(
  createElement(StytchProvider, { stytch: client }, createElement(StytchLogin, { config: benchConfig(env) as never })),
);
