// @vitest-environment node
/**
 * A server that renders `<Login>` with `renderToString` as it starts: awaiting `prepareFirstScreen` (which
 * `@auth-widget/sdk/react` exports) is enough for the markup to carry the capture script, so a Continue pressed before
 * hydration works on the very first page the server sends, however long the script's module takes to load.
 */
import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { Login } from './Login.tsx';
import { prepareFirstScreen } from '../ui/prepareFirstScreen.ts';

// The capture script's module, held back until the test lets it load: as slow as a server's cold start.
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
});

vi.mock('../ui/server/captureScript.ts', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const config = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };

test("the first renderToString after prepareFirstScreen carries the login form's capture script", async () => {
  const prepared = prepareFirstScreen({ config });
  setTimeout(gate.open, 200);
  await prepared;
  const html = renderToString(<Login client="public-token-test-5f0c7a1e-2b9d-4e63-8a14-c3d2e1f0a9b8" config={config} />);
  expect(html).toContain('Continue with email');
  const { CAPTURE_SCRIPT } = await import('../ui/server/captureScript.ts');
  expect(html).toContain(`<script>${CAPTURE_SCRIPT}</script>`);
});
