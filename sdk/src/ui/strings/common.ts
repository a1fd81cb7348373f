/** Texts several screens share, Main among them (the later screens' own shared texts are in `shared.ts`). */
export const common = {
  'common.or': 'or',
  'common.loading': 'Loading',
  'common.emailLabel': 'Email',
  'common.phoneLabel': 'Phone number',
  'common.retry': 'Try again',
  // The error screen in place of a screen that failed to render, and its way back to the entry's first screen. In
  // the first load, since any screen, Main included, may need them before the later screens' texts have loaded.
  'common.screenError': 'Something went wrong and this screen could not be shown.',
  'common.startOver': 'Start over',
} as const;
