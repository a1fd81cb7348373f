import { configure } from '@testing-library/react';

// Component tests call a real emulator in this process: `findBy…` and `waitFor` leave room for a loaded machine
// (the default second is too short when the suite shares two cores with a browser).
configure({ asyncUtilTimeout: 5000 });
