/** CSS of the crypto screens; scoped under .aw-root like the base rules. */
export const css = `
.aw-root .aw-crypto-wait { display: flex; flex-direction: column; align-items: center; gap: 12px; text-align: center; }
.aw-root .aw-crypto-wait .aw-spinner { width: 32px; height: 32px; border-width: 3px; }
.aw-root .aw-crypto-center { text-align: center; align-self: center; }
.aw-root .aw-crypto-downloads { list-style: none; margin: 0; padding: 0; }
.aw-root .aw-crypto-downloads a.aw-button { text-decoration: none; }
`;
