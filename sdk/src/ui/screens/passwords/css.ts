/** CSS of the passwords screens; scoped under .aw-root like the base rules. */
export const css = `
.aw-root .aw-password-toggle { flex: none; color: var(--aw-secondary); }
.aw-root .aw-password-toggle[aria-pressed="true"] { color: var(--aw-primary); }
.aw-root .aw-password-links { display: flex; flex-direction: column; align-items: center; gap: 12px; }
.aw-root .aw-password-resend { text-align: center; }
.aw-root .aw-password-sending { display: flex; align-items: center; gap: 8px; }
.aw-root .aw-password-mail { display: flex; justify-content: center; color: var(--aw-primary); }
.aw-root .aw-password-logging-in { display: flex; justify-content: center; padding: 16px 0; }
.aw-root .aw-strength { display: flex; flex-direction: column; gap: 8px; }
.aw-root .aw-strength-bar { display: grid; grid-template-columns: repeat(4, 1fr); gap: 4px; }
.aw-root .aw-strength-segment { height: 4px; border-radius: 2px; background: var(--aw-container-border); }
.aw-root .aw-strength-bar[data-valid="false"] .aw-strength-segment[data-filled="true"] { background: var(--aw-error); }
.aw-root .aw-strength-bar[data-valid="true"] .aw-strength-segment[data-filled="true"] { background: var(--aw-success); }
.aw-root .aw-strength-warning, .aw-root .aw-strength-breached { margin: 0; font-size: 14px; color: var(--aw-error); }
.aw-root .aw-luds { display: flex; flex-direction: column; gap: 8px; }
.aw-root .aw-luds-lines { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; font-size: 14px; }
.aw-root .aw-luds-line { display: flex; align-items: flex-start; gap: 6px; }
.aw-root .aw-luds-line svg { flex: none; margin-top: 2px; }
.aw-root .aw-luds-line[data-met="true"] { color: var(--aw-success); }
.aw-root .aw-luds-line[data-met="false"] { color: var(--aw-error); }
`;
