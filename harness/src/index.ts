/** `@auth-widget/harness`: the provider emulator, for integrators' own tests. */
export { startEmulator, type Emulator, type EmulatorOptions } from './emulator/server.ts';
export { defaultProject, type ProjectConfig } from './emulator/project.ts';
export { seedSession } from './emulator/seed.ts';
export { runEmulatorCli } from './emulator/runCli.ts';
export { BOT_PROTECTED_CALLS } from './emulator/botProtection/protectedCalls.ts';
