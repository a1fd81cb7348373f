import { EMULATOR_DFP_BACKEND_PATH } from '@auth-widget/sdk/protocol';

/**
 * The reference SDK's endpoint options, every one pointing at the emulator, its own hosted services included (the
 * helper frame at `/clientside-services/index.html` and the DFP backend). The option is internal to that SDK (absent from its public
 * types), so the caller casts it into the constructor's options.
 */
export function referenceEndpoints(emulatorUrl: string) {
  return {
    sdkBackendURL: emulatorUrl,
    testAPIURL: emulatorUrl,
    liveAPIURL: emulatorUrl,
    // The SDK submits DFP telemetry to `<dfpBackendURL>/submit`: the emulator's stand-in backend.
    dfpBackendURL: `${emulatorUrl}${EMULATOR_DFP_BACKEND_PATH}`,
    clientsideServicesIframeURL: `${emulatorUrl}/clientside-services/index.html`,
  };
}
