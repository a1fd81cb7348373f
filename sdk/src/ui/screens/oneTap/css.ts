/** CSS of the oneTap screens; scoped under .aw-root like the base rules. */
export const css = `
.aw-root .aw-one-tap { position: relative; display: flex; align-items: center; gap: 4px; overflow: hidden; box-sizing: border-box;
  padding: 0 4px 0 0; border: 1px solid var(--aw-container-border); border-radius: var(--aw-button-secondary-radius);
  background: var(--aw-container-background); color: var(--aw-primary); }
.aw-root .aw-one-tap[data-placement="floating"] { position: fixed; top: 16px; right: 16px; width: 360px; max-width: calc(100vw - 32px);
  z-index: 2147482000; box-shadow: 0 3px 12px rgba(0,0,0,0.2); }
.aw-root .aw-one-tap[data-placement="floating"][data-state="loading"] { visibility: hidden; }
.aw-root .aw-one-tap-holder { position: absolute; width: 0; height: 0; overflow: hidden; }
.aw-root .aw-one-tap-continue { flex: 1; min-width: 0; height: 100%; display: flex; align-items: center; gap: 10px; padding: 0 12px;
  background: none; border: none; font: inherit; color: inherit; cursor: pointer; text-align: left; }
.aw-root .aw-one-tap-continue:focus-visible { outline: 3px solid var(--aw-primary); outline-offset: -3px; }
.aw-root .aw-one-tap-continue:disabled { cursor: progress; }
.aw-root .aw-one-tap-g { font-weight: 700; font-size: 18px; color: #4285F4; flex: none; }
.aw-root .aw-one-tap-text { display: flex; flex-direction: column; min-width: 0; line-height: 1.2; }
.aw-root .aw-one-tap-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.aw-root .aw-one-tap-email { font-size: 12px; color: var(--aw-secondary); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.aw-root .aw-one-tap-loading { flex: 1; display: flex; justify-content: center; }
`;
