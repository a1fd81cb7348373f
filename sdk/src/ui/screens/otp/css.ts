/** CSS of the otp screens; scoped under .aw-root like the base rules. */
export const css = `
.aw-root .aw-passcode { display: flex; gap: 8px; justify-content: space-between; }
.aw-root .aw-passcode-box { width: 100%; min-width: 0; max-width: 52px; padding: 0; text-align: center; font-size: 20px; }
.aw-root .aw-passcode-box:disabled { opacity: 0.6; }
.aw-root .aw-otp-countdown { margin: 0; font-size: 14px; }
.aw-root .aw-otp-verifying { display: flex; flex-direction: column; gap: 8px; }
.aw-root .aw-progress { height: 4px; border-radius: 2px; overflow: hidden; background: var(--aw-container-border); }
.aw-root .aw-progress-bar { display: block; height: 100%; width: 100%; background: var(--aw-primary); transform-origin: left;
  animation: aw-progress 10s linear forwards; }
@keyframes aw-progress { from { transform: scaleX(0); } to { transform: scaleX(1); } }
`;
