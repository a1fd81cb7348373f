import { startEmulator, type Emulator } from '@auth-widget/harness';
import { findWebKit } from '../../../scripts/webkitBrowser.ts';
import { startHostSite } from '../fixtures/host.ts';
import type { Site } from '../demo/server/siteServer.ts';
import { startWebKitDriver, type WebKitDriver } from './startWebKitDriver.ts';
import { startXvfb, type VirtualDisplay } from './startXvfb.ts';
import { WebKitPage } from './webkitPage.ts';

/** Everything a WebKit flow needs, started on 127.0.0.1 and stopped together. */
export interface WebKitEnvironment {
  /** The provider emulator, in this process: tests read its store directly. */
  emulator: Emulator;
  /** The test host site (`/host` and the demo's pages), at `http://localhost:<port>`. */
  host: Site;
  /** The display the browsers run on. */
  display: string;
  /**
   * A fresh browser (a new WebDriver session: no cookies, no storage), closed by `stop` if not before. WebKitWebDriver
   * runs one session at a time: close the last page first. `pageLoad: 'none'` makes `open` return as soon as the
   * navigation starts (W3C `pageLoadStrategy`), for a page whose script is held back: the default waits for its load.
   */
  newPage(options?: { pageLoad?: 'normal' | 'none' }): Promise<WebKitPage>;
  /** Closes a page's browser. */
  closePage(page: WebKitPage): Promise<void>;
  /** Stops everything that was started, each part even when another fails to stop. */
  stop(): Promise<void>;
}

/** Script and page-load limits of every session. */
const SESSION_TIMEOUTS = { script: 30_000, pageLoad: 30_000 };

/** The one line that says what to install when the tools are missing. */
export const MISSING_WEBKIT =
  'WebKit flows: no WebKitWebDriver, MiniBrowser or Xvfb on this machine; run `tsx scripts/ensureBrowser.ts webkit` ' +
  '(as root on Debian it installs them), or `sudo apt-get install -y webkit2gtk-driver xvfb`.';

/** Runs every stop in turn, each even when one before it failed, then throws the first failure. */
async function stopAll(stops: (() => Promise<void>)[]): Promise<void> {
  let first: unknown = null;
  for (const stop of stops) {
    try {
      await stop();
    } catch (error) {
      first ??= error;
    }
  }
  if (first !== null) throw first;
}

/**
 * Starts Xvfb, WebKitWebDriver, the emulator and the test host site. When any part fails to start, the parts already
 * running are stopped before the error is thrown, so a failed start leaves no process behind.
 */
export async function startWebKitEnvironment(): Promise<WebKitEnvironment> {
  const tools = findWebKit();
  if (!tools) throw new Error(MISSING_WEBKIT);
  // Stopped in reverse order of start: browsers first, the display last.
  const stops: (() => Promise<void>)[] = [];
  const pages = new Set<WebKitPage>();
  const closePage = async (page: WebKitPage) => {
    if (!pages.delete(page)) return;
    await page.session.close();
  };
  const stop = () => stopAll([...[...pages].map((page) => () => closePage(page)), ...stops.splice(0).reverse()]);
  try {
    const xvfb: VirtualDisplay = await startXvfb(tools.xvfb);
    stops.push(xvfb.stop);
    const driver: WebKitDriver = await startWebKitDriver(tools.driver, xvfb.display);
    stops.push(driver.stop);
    const emulator = await startEmulator({ port: 0 });
    stops.push(() => emulator.stop());
    const host = await startHostSite({ emulatorUrl: emulator.url });
    stops.push(() => host.stop());
    return {
      emulator,
      host,
      display: xvfb.display,
      async newPage(options = {}) {
        const session = await driver.client.newSession(
          {
            'webkitgtk:browserOptions': { binary: tools.miniBrowser, args: ['--automation'] },
            pageLoadStrategy: options.pageLoad ?? 'normal',
          },
          SESSION_TIMEOUTS,
        );
        const page = new WebKitPage(session);
        pages.add(page);
        return page;
      },
      closePage,
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
