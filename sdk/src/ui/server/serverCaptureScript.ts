/**
 * The login form's capture script (`CAPTURE_SCRIPT`) for a server's render. A server loads it as it starts; a browser
 * never needs its text, so it stays out of the React entry's first load.
 */
let text: string | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the script's text once; resolves when it is here, or when its load failed (as the first screen's other lazy
 * parts settle): the form is then sent without it and works from hydration on.
 */
export function loadCaptureScript(): Promise<void> {
  loading ??= import('./captureScript.ts').then(
    (module) => {
      text = module.CAPTURE_SCRIPT;
    },
    () => {},
  );
  return loading;
}

/** The script's text, or undefined while it loads (a render then sends the form without it). */
export function captureScriptText(): string | undefined {
  return text;
}
