/** Texts several screens share, Main among them (the later screens' own shared texts are in `shared.ts`). */
export const common = {
  'common.or': 'or',
  'common.loading': 'Loading',
  'common.emailLabel': 'Email',
  'common.phoneLabel': 'Phone number',
  'common.retry': 'Try again',
} as const;
