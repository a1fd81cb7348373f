import { freePort } from '../../../scripts/freePort.ts';
import { OwnedProcess } from './ownedProcess.ts';
import { WebDriverClient } from './webDriverClient.ts';

/** A running WebKitWebDriver and the client that talks to it. */
export interface WebKitDriver {
  client: WebDriverClient;
  process: OwnedProcess;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 15_000;
const POLL_MS = 100;
/** A port taken between `freePort` and the driver's bind makes the driver exit: try again on another. */
const ATTEMPTS = 3;

async function waitUntilAnswering(driver: OwnedProcess, client: WebDriverClient): Promise<boolean> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!driver.running) return false;
    try {
      // Any answer will do: `ready` is false while a session is open, which is not the case yet.
      await client.status(1_000);
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  throw new Error(`WebKitWebDriver did not answer on ${client.url} within ${READY_TIMEOUT_MS} ms: ${driver.describe()}`);
}

/** Starts WebKitWebDriver on a free port of 127.0.0.1, its browsers shown on `display`. */
export async function startWebKitDriver(driverPath: string, display: string): Promise<WebKitDriver> {
  let last = '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = await freePort();
    const driver = await OwnedProcess.start('WebKitWebDriver', driverPath, [`--port=${port}`, '--host=127.0.0.1'], {
      env: { ...process.env, DISPLAY: display },
    });
    const client = new WebDriverClient(`http://127.0.0.1:${port}`);
    try {
      if (await waitUntilAnswering(driver, client)) return { client, process: driver, stop: () => driver.stop() };
    } catch (error) {
      await driver.stop();
      throw error;
    }
    last = driver.describe();
    await driver.stop();
  }
  throw new Error(`WebKitWebDriver did not start (${ATTEMPTS} ports tried): ${last}`);
}
