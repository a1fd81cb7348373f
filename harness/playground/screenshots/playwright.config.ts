import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
// The root config also registers the `source` resolve hook, so the widget runs from its TypeScript sources here too.
import base from '../../../playwright.config.ts';

const STABLE_RASTER_ARGS = [
  '--disable-partial-raster',
  '--run-all-compositor-stages-before-draw',
  '--disable-threaded-animation',
  '--disable-checker-imaging',
  '--force-color-profile=srgb',
];

/**
 * The screen gallery (`npm run screenshots`), kept out of `npm test`: the root config's projects never look in
 * this folder. Same browser settings as the end-to-end suite, plus a fixed page so the images are repeatable.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'gallery.spec.ts',
  globalSetup: '../e2e/globalSetup.ts',
  // Traces and failure artefacts go to a temp dir, never next to the committed images.
  outputDir: join(tmpdir(), 'auth-widget-screenshots'),
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: base.reporter,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...base.use,
    launchOptions: {
      ...base.use?.launchOptions,
      // Raster every frame completely and on one thread, so anti-aliased edges come out the same on every run.
      args: [...(base.use?.launchOptions?.args ?? []), ...STABLE_RASTER_ARGS],
    },
    trace: 'off',
    viewport: { width: 800, height: 1000 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
});
