import { configure } from '@testing-library/react';
import { filterExpectedBrowserNoise } from './vitest.browserNoise.ts';

// Component tests call a real emulator in this process: `findBy…` and `waitFor` leave room for a loaded machine
// (the default second is too short when the suite shares two cores with a browser).
configure({ asyncUtilTimeout: 5000 });

// The refusals, dropped connections and aborted fetches the tests cause on purpose print nothing, so that an
// unexpected error stands out.
filterExpectedBrowserNoise();
