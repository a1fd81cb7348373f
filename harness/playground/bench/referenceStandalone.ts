/** Benchmark page: the reference provider's prebuilt UI mounted with `mountLogin`. */
import { StytchUIClient } from '@stytch/vanilla-js';
import { referenceEndpoints } from '../conformance/referenceEndpoints.ts';
import { benchConfig } from './config.ts';
import { env, markStart } from './env.ts';

type ReferenceOptions = ConstructorParameters<typeof StytchUIClient>[1];
markStart();
new StytchUIClient(env.publicToken, { endpoints: referenceEndpoints(env.emulatorUrl) } as unknown as ReferenceOptions).mountLogin({
  elementId: '#widget',
  config: benchConfig(env) as never,
});
