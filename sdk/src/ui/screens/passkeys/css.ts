/** CSS of the passkeys screens; scoped under .aw-root like the base rules. */
export const css = `
.aw-root .aw-passkey-wait { display: flex; justify-content: center; padding: 12px 0; }
.aw-root .aw-passkey-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column;
  border: 1px solid var(--aw-container-border); border-radius: 4px; }
.aw-root .aw-passkey-list:focus { outline: none; }
.aw-root .aw-passkey-row { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px;
  padding: 12px; border-top: 1px solid var(--aw-container-border); }
.aw-root .aw-passkey-row:first-child { border-top: none; }
.aw-root .aw-passkey-row[data-mode="edit"], .aw-root .aw-passkey-row[data-mode="delete"] { flex-direction: column; align-items: stretch; }
.aw-root .aw-passkey-name { font-weight: 600; overflow-wrap: anywhere; }
.aw-root .aw-passkey-actions { gap: 12px; flex-wrap: wrap; }
/* Save and Cancel share the row while their words fit, and wrap, each as wide as the row, where a language's do not. */
.aw-root .aw-passkey-actions > .aw-button { flex: 1 1 auto; width: auto; }
.aw-root .aw-passkey-row[data-mode="view"] .aw-passkey-actions { flex: none; }
.aw-root .aw-passkey-danger { background: var(--aw-error); border-color: var(--aw-error); color: #FFFFFF; }
`;
