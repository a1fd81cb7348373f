import { existsSync } from 'node:fs';

/**
 * WebKit for the WebKit flow runner: Debian's WebKitGTK driver (`webkit2gtk-driver`), the MiniBrowser it drives
 * (from `libwebkit2gtk-4.1-0`, which the driver depends on), and Xvfb (`xvfb`) for a display. Playwright cannot drive
 * WebKitGTK, so these are found here rather than through Playwright's registry. Each path can be pointed elsewhere.
 */
export interface WebKitTools {
  driver: string;
  miniBrowser: string;
  xvfb: string;
}

/** Debian's packages that provide the tools. */
export const WEBKIT_DEBIAN_PACKAGES = ['webkit2gtk-driver', 'xvfb'];

/** Where Debian puts WebKitWebDriver; `AUTH_WIDGET_WEBKIT_DRIVER` points the lookup elsewhere. */
export const SYSTEM_WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';

/** Where Debian puts Xvfb; `AUTH_WIDGET_XVFB` points the lookup elsewhere. */
export const SYSTEM_XVFB = '/usr/bin/Xvfb';

/** Debian's multiarch triplet of this machine, which names WebKitGTK's library folder. */
function multiarch(): string {
  return process.arch === 'arm64' ? 'aarch64-linux-gnu' : process.arch === 'arm' ? 'arm-linux-gnueabihf' : 'x86_64-linux-gnu';
}

/** Where Debian puts the MiniBrowser; `AUTH_WIDGET_MINIBROWSER` points the lookup elsewhere. */
export function systemMiniBrowserPath(): string {
  return `/usr/lib/${multiarch()}/webkit2gtk-4.1/MiniBrowser`;
}

/** The WebKit tools of this machine (the environment's paths, else Debian's), or null when one is missing. */
export function findWebKit(env: NodeJS.ProcessEnv = process.env): WebKitTools | null {
  const tools = {
    driver: env.AUTH_WIDGET_WEBKIT_DRIVER || SYSTEM_WEBKIT_DRIVER,
    miniBrowser: env.AUTH_WIDGET_MINIBROWSER || systemMiniBrowserPath(),
    xvfb: env.AUTH_WIDGET_XVFB || SYSTEM_XVFB,
  };
  return Object.values(tools).every((path) => existsSync(path)) ? tools : null;
}
