/**
 * The defaults of the theme values a host can set: a 400px card, 8px corners, primary #19303D. The fixed sizes no
 * option sets (45px controls, the card's padding, the toast's and the watermark's widths) are in the rules that use them.
 */
export const DEFAULT_THEME = {
  width: '400px',
  borderRadius: '8px',
  primary: '#19303D',
  secondary: '#5C727D',
  success: '#0C5A56',
  error: '#8B1214',
  fontFamily: 'Arial, Helvetica, sans-serif',
} as const;
