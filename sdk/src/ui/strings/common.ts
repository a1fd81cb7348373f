/** Texts several screens share. */
export const common = {
  'common.back': 'Back',
  'common.continue': 'Continue',
  'common.or': 'or',
  'common.loading': 'Loading',
  'common.close': 'Close',
  'common.poweredBy': 'Powered by auth-widget',
  'common.toastRegion': 'Notifications',
  'common.emailLabel': 'Email',
  'common.phoneLabel': 'Phone number',
  'common.success': 'Success',
  'common.retry': 'Try again',
} as const;
