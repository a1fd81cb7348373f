import { prepareHostBundle } from '../fixtures/host.ts';

/** Builds the test host's pages once for the whole run; the returned teardown deletes them. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return prepareHostBundle();
}
