/** The text buttons' rules: the screens after Main use them, and on Main only the wallet section, which loads apart. */
export const linkCss = `
.aw-link { background: none; border: none; padding: 0; font: inherit; color: var(--aw-primary); text-decoration: underline;
  cursor: pointer; }
.aw-link:disabled { opacity: 0.6; cursor: not-allowed; }
.aw-link:focus-visible { outline: 3px solid var(--aw-primary); outline-offset: 2px; }
`;

/**
 * Base rules that only the screens after Main use (their texts, the back arrow, icon buttons, read-only fields, the
 * success mark and banner, the toasts those screens show, text buttons): they come with the first screen group that
 * loads, not with the first load. Until then the toast area is empty, so it needs no rule of its own.
 */
const laterScreensCss = `
.aw-text { margin: 0; color: var(--aw-primary); }
.aw-banner[data-variant="success"] { background: #E7F6F5; color: var(--aw-success); }
.aw-muted { color: var(--aw-secondary); }
.aw-center { text-align: center; }
.aw-success-mark { display: flex; justify-content: center; color: var(--aw-success); }
.aw-input:read-only { background: #F3F5F6; }
.aw-back { align-self: flex-start; }
.aw-icon-button { background: none; border: none; padding: 4px; cursor: pointer; color: var(--aw-primary); display: inline-flex;
  align-items: center; border-radius: 4px; }
.aw-icon-button:focus-visible { outline: 3px solid var(--aw-primary); outline-offset: 2px; }
.aw-toasts { position: fixed; top: 16px; left: 50%; transform: translateX(-50%); display: flex; flex-direction: column;
  gap: 8px; z-index: 2147483000; pointer-events: none; }
.aw-toast { max-width: 350px; padding: 10px 14px; border-radius: 6px; background: #FFFFFF; color: var(--aw-primary);
  box-shadow: 0 3px 10px rgba(0,0,0,0.15); pointer-events: auto; transition: opacity 0.3s; font-family: var(--aw-font-family); font-size: 14px; }
.aw-toast[data-type="success"] { border-inline-start: 4px solid var(--aw-success); }
.aw-toast[data-type="error"] { border-inline-start: 4px solid var(--aw-error); }
.aw-toast[data-visible="false"] { opacity: 0; }
`;

/** Each a rule set of its own for `addStyles`, which adds one only once: the wallet section adds `linkCss` too. */
export const sharedCss: readonly string[] = [linkCss, laterScreensCss];
