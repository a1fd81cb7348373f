import { prepareFirstScreen as prepareScreen, type PrepareFirstScreenOptions } from '../ui/prepareFirstScreen.ts';
import { loadCaptureScript } from './serverCaptureScript.ts';

/**
 * `prepareFirstScreen` of the UI (the first screen's lazy parts), and on a server, for `<Login>`, the capture script
 * its markup carries: a `renderToString` right after a server starts would send the form without it otherwise.
 */
export function prepareFirstScreen(options: PrepareFirstScreenOptions): Promise<void> {
  const capture = typeof document === 'undefined' && (options.entry ?? 'login') === 'login' ? loadCaptureScript() : undefined;
  return Promise.all([prepareScreen(options), capture]).then(() => {});
}
