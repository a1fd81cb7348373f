/** CSS of the main screens; scoped under .aw-root and written compact like the base rules (it is first load too). */
export const css = `
.aw-root .aw-config-error{margin:0;color:var(--aw-error);font-weight:600}
.aw-root .aw-main-sections{gap:16px}
.aw-root .aw-login-form{gap:12px}
.aw-root .aw-country{position:relative;flex:none;width:76px;height:var(--aw-control-height);display:flex;align-items:center;justify-content:center;gap:4px;border:1px solid var(--aw-input-border);border-radius:var(--aw-input-radius);background:var(--aw-input-background);color:var(--aw-input-text)}
.aw-root .aw-country:after{content:"";width:0;height:0;border-left:4px solid transparent;border-right:4px solid transparent;border-top:5px solid currentColor}
.aw-root .aw-country:focus-within{outline:3px solid var(--aw-primary);outline-offset:2px}
.aw-root .aw-country-select{position:absolute;inset:0;width:100%;height:100%;opacity:0;cursor:pointer;font:inherit;border:none}
.aw-root .aw-country-select:disabled{cursor:not-allowed}
`;
