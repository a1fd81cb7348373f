/** The default theme and layout constants: a 400px card, 8px corners, 45px controls, primary #19303D. */
export const DEFAULT_THEME = {
  width: '400px',
  borderRadius: '8px',
  primary: '#19303D',
  secondary: '#5C727D',
  success: '#0C5A56',
  error: '#8B1214',
  fontFamily: 'Arial, Helvetica, sans-serif',
  controlHeight: '45px',
  paddingBlock: '24px',
  paddingInline: '32px',
  watermarkWidth: '150px',
  progressSeconds: 10,
  toastMaxWidth: '350px',
  oneTapHeight: 47,
} as const;
