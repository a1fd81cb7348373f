/** The reCAPTCHA notice's rules, added when the notice first shows (only a project with captcha on loads it). */
export const css = `
.aw-captcha-notice { margin: 16px 0 0; color: var(--aw-secondary); font-size: 12px; line-height: 1.4; text-align: center; }
.aw-captcha-notice a { color: inherit; }
`;
