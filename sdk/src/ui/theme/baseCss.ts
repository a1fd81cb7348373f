/**
 * The widget's base stylesheet. Everything is scoped under `.aw-root` so a host page's styles and ours do not
 * meet; colours and sizes come from the custom properties of `themeVariables`, but for the controls' height, which no
 * option sets (a custom property here, so that every control keeps the same). Written compact, a rule a line: the
 * first load carries every byte of it.
 */
export const baseCss = `
.aw-root{--aw-control-height:45px;box-sizing:border-box;width:var(--aw-container-width);max-width:100%;font-family:var(--aw-font-family);font-size:var(--aw-font-size);color:var(--aw-primary);background:var(--aw-container-background);border:1px solid var(--aw-container-border);border-radius:var(--aw-container-radius);padding:24px 32px;position:relative;line-height:1.4}
.aw-root *,.aw-root *:before,.aw-root *:after{box-sizing:inherit}
.aw-screen{display:flex;flex-direction:column;gap:16px}
.aw-header{font-size:var(--aw-header-font-size);font-weight:600;margin:0;text-align:center;overflow-wrap:break-word;hyphens:auto}
.aw-header:focus{outline:none}
.aw-header:focus-visible{outline:2px solid var(--aw-primary);outline-offset:2px}
.aw-logo{display:block;max-height:50px;max-width:100%;margin:0 auto}
.aw-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;width:100%;min-height:var(--aw-control-height);padding:0 16px;font:inherit;font-weight:600;cursor:pointer;border:1px solid var(--aw-button-primary-border);border-radius:var(--aw-button-primary-radius);background:var(--aw-button-primary-background);color:var(--aw-button-primary-text)}
.aw-button[data-variant=secondary]{background:var(--aw-button-secondary-background);color:var(--aw-button-secondary-text);border-color:var(--aw-button-secondary-border);border-radius:var(--aw-button-secondary-radius)}
.aw-button:disabled{opacity:.6;cursor:not-allowed}
.aw-button:focus-visible,.aw-input:focus-visible,.aw-tab:focus-visible{outline:3px solid var(--aw-primary);outline-offset:2px}
.aw-field{display:flex;flex-direction:column;gap:4px}
.aw-label{font-size:14px;font-weight:600}
.aw-input{height:var(--aw-control-height);padding:0 12px;font:inherit;color:var(--aw-input-text);background:var(--aw-input-background);border:1px solid var(--aw-input-border);border-radius:var(--aw-input-radius);width:100%}
.aw-input::placeholder{color:var(--aw-input-placeholder);opacity:1}
.aw-input[aria-invalid=true]{border-color:var(--aw-error)}
.aw-field-error{color:var(--aw-error);font-size:14px;margin:0}
.aw-banner{display:flex;gap:8px;padding:12px;border-radius:4px;font-size:14px;white-space:pre-line;overflow-wrap:anywhere}
.aw-banner[data-variant=error]{background:#ffeeec;color:var(--aw-error)}
.aw-banner[data-variant=warning]{background:#fff7e6;color:#6b4a00}
.aw-banner a,.aw-field-error a{color:inherit}
.aw-divider{display:flex;align-items:center;gap:8px;color:var(--aw-secondary);font-size:14px}
.aw-divider:before,.aw-divider:after{content:"";flex:1;height:1px;background:var(--aw-container-border)}
.aw-divider[data-plain]:after{display:none}
.aw-stack{display:flex;flex-direction:column;gap:12px}
.aw-row{display:flex;gap:8px;align-items:center}
.aw-spinner{width:18px;height:18px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:aw-spin .8s linear infinite;flex:none}
@keyframes aw-spin{to{transform:rotate(360deg)}}
@media(prefers-reduced-motion:reduce){.aw-spinner{animation-duration:2s}}
.aw-tabs{display:flex;border-bottom:1px solid var(--aw-container-border)}
.aw-tab{flex:1;min-width:0;overflow-wrap:anywhere;background:none;border:none;border-bottom:3px solid transparent;padding:8px;font:inherit;color:var(--aw-secondary);cursor:pointer}
.aw-tab[aria-selected=true]{color:var(--aw-primary);border-bottom-color:var(--aw-primary);font-weight:600}
.aw-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
`;
