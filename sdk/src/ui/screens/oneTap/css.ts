import { ONE_TAP_DEFAULT_HEIGHT } from './useHelperFrameHeight.ts';

/** CSS of the oneTap screens; scoped under .aw-root like the base rules. Google draws the prompt itself. */
export const css = `
.aw-root .aw-one-tap { position: relative; display: flex; align-items: center; overflow: hidden; box-sizing: border-box;
  border: 1px solid var(--aw-container-border); border-radius: var(--aw-button-secondary-radius);
  background: var(--aw-container-background); color: var(--aw-primary); height: ${ONE_TAP_DEFAULT_HEIGHT}px; }
.aw-root .aw-one-tap[data-placement="floating"] { position: absolute; width: 1px; height: 1px; border: 0; padding: 0;
  clip-path: inset(50%); }
.aw-root .aw-one-tap-holder { flex: 1; min-width: 0; height: 100%; }
.aw-root .aw-one-tap[data-state="loading"] .aw-one-tap-holder { flex: none; width: 0; }
.aw-root .aw-one-tap-loading { flex: 1; display: flex; justify-content: center; }
`;
