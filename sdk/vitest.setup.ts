import { cleanup, configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

import { filterExpectedBrowserNoise } from './vitest.browserNoise.ts';

// Component tests call a real emulator in this process: `findBy…` and `waitFor` leave room for a loaded machine
// (the default second is too short when the suite shares two cores with a browser).
configure({ asyncUtilTimeout: 5000 });

// The refusals, dropped connections and aborted fetches the tests cause on purpose print nothing, so that an
// unexpected error stands out.
filterExpectedBrowserNoise();

// The worker's DOM and modules outlive a file (vitest.config.ts, `isolate: false`): each file leaves them as it found
// them, so no file passes or fails for what an earlier one did.
afterAll(() => {
  // A file of the node environment (a server render) has no DOM to reset.
  if (typeof document === 'undefined') return;
  cleanup();
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
