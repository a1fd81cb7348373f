/** CSS of the email screens; scoped under .aw-root like the base rules. */
export const css = `
.aw-root .aw-webmail { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.aw-root .aw-webmail .aw-button { text-decoration: none; }
`;
