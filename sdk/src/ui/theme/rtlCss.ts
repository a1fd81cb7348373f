/**
 * The rules only a right-to-left widget needs, added with its catalogue (never in the first load). The layout itself
 * mirrors through `dir="rtl"` on the root (flex rows, logical properties); these rules flip what has a physical
 * direction, and keep what is read left to right (emails, phone numbers, passwords, passcode boxes) in that order.
 * The phone row is one left-to-right unit, dial code then number ("+1 (201) 555-0123"), as it is written; mirrored,
 * the code would sit after the number and read "1+".
 */
export const rtlCss = `
.aw-root[dir="rtl"] .aw-back svg { transform: scaleX(-1); }
.aw-root[dir="rtl"] .aw-progress-bar { transform-origin: right; }
.aw-root[dir="rtl"] input[type="email"], .aw-root[dir="rtl"] input[type="tel"], .aw-root[dir="rtl"] input[type="password"] {
  direction: ltr; text-align: right; }
.aw-root[dir="rtl"] .aw-passcode { direction: ltr; }
.aw-root[dir="rtl"] .aw-row:has(> .aw-country) { direction: ltr; }
.aw-root[dir="rtl"] .aw-row:has(> .aw-country) input[type="tel"] { text-align: left; }
`;
