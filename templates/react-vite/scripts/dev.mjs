// `npm run dev`: the provider emulator and the Vite dev server together, stopped together with Ctrl+C.
// The emulator listens where auth-widget.config.json's endpoints.testApiUrl points (default 127.0.0.1:4455).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startEmulator } from '@auth-widget/harness';

const settings = JSON.parse(readFileSync(new URL('../auth-widget.config.json', import.meta.url), 'utf8'));
const apiUrl = new URL(settings.endpoints?.testApiUrl ?? 'http://127.0.0.1:4455');
const usesEmulator = String(settings.publicToken).includes('public-token-test');

let emulator = null;
if (usesEmulator) {
  try {
    emulator = await startEmulator({ port: Number(apiUrl.port), host: apiUrl.hostname, dataFile: '.emulator-data.json' });
    console.log(`emulator: ${emulator.url}  (inbox: ${emulator.url}/__dev/inbox)`);
  } catch (error) {
    if (error.code !== 'EADDRINUSE') throw error;
    console.log(`emulator: ${apiUrl.origin} is already running; using it.`);
  }
}

// The package's own bin entry (its `exports` may not expose the bin file itself).
const manifestPath = createRequire(import.meta.url).resolve('vite/package.json');
const vite = join(dirname(manifestPath), JSON.parse(readFileSync(manifestPath, 'utf8')).bin.vite);
// PORT moves the site (the default is the one the redirect URLs in auth-widget.config.json point to).
const child = spawn(process.execPath, [vite, '--port', process.env.PORT ?? '5173', ...process.argv.slice(2)], { stdio: 'inherit' });
const stop = async () => {
  child.kill('SIGTERM');
  await emulator?.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', async (code) => {
  await emulator?.stop();
  process.exit(code ?? 0);
});
