/**
 * Texts the screens after Main share, and those of the toast area and the watermark: they come with the screens'
 * texts (`loadScreenStrings`), not with the first load.
 */
export const shared = {
  'common.back': 'Back',
  'common.continue': 'Continue',
  'common.close': 'Close',
  'common.success': 'Success',
  'common.poweredBy': 'Powered by auth-widget',
  'common.toastRegion': 'Notifications',
} as const;
