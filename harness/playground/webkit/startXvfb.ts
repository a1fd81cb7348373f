import type { Readable } from 'node:stream';
import { OwnedProcess } from './ownedProcess.ts';

/** A virtual X display the runner started. */
export interface VirtualDisplay {
  /** The `DISPLAY` value, such as `:3`. */
  display: string;
  process: OwnedProcess;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 15_000;

/**
 * Starts Xvfb on a free display. `-displayfd` lets Xvfb itself take the first free display number and write it back
 * on a pipe, so two runs (or a desktop session) on one machine never race for the same display; `-nolisten tcp`
 * keeps it off the network.
 */
export async function startXvfb(xvfbPath: string): Promise<VirtualDisplay> {
  const xvfb = await OwnedProcess.start('Xvfb', xvfbPath, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const pipe = xvfb.child.stdio[3] as Readable;
  pipe.setEncoding('utf8');
  let timer: NodeJS.Timeout | undefined;
  try {
    const number = await new Promise<string>((resolve, reject) => {
      let text = '';
      pipe.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('\n')) resolve(text.trim());
      });
      void xvfb.whenExited().then(() => reject(new Error(`Xvfb did not start a display: ${xvfb.describe()}`)));
      timer = setTimeout(() => reject(new Error(`Xvfb named no display within ${START_TIMEOUT_MS} ms: ${xvfb.describe()}`)), START_TIMEOUT_MS);
    });
    if (!/^\d+$/.test(number)) throw new Error(`Xvfb wrote "${number}" instead of a display number`);
    return { display: `:${number}`, process: xvfb, stop: () => xvfb.stop() };
  } catch (error) {
    await xvfb.stop();
    throw error;
  } finally {
    clearTimeout(timer);
    pipe.destroy();
  }
}
