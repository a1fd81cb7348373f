/**
 * The reference SDK's endpoint options, every one pointing at the emulator, its own hosted services included (the
 * helper frame at `/clientside-services/index.html`). The option is internal to that SDK (absent from its public
 * types), so the caller casts it into the constructor's options.
 */
export function referenceEndpoints(emulatorUrl: string) {
  return {
    sdkBackendURL: emulatorUrl,
    testAPIURL: emulatorUrl,
    liveAPIURL: emulatorUrl,
    dfpBackendURL: emulatorUrl,
    clientsideServicesIframeURL: `${emulatorUrl}/clientside-services/index.html`,
  };
}
