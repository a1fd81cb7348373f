// @vitest-environment node
/** A capture script whose module fails to load settles its load, as the first screen's other lazy parts do. */
import { expect, test, vi } from 'vitest';
import { captureScriptText, loadCaptureScript } from './serverCaptureScript.ts';

vi.mock('./captureScript.ts', () => {
  throw new Error('the module could not be loaded');
});

test('a failed load resolves, and leaves no text', async () => {
  await expect(loadCaptureScript()).resolves.toBeUndefined();
  expect(captureScriptText()).toBeUndefined();
});
