import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { distinctPorts, freePort } from './freePort.ts';

describe('freePort', () => {
  it('never hands out one port twice, though the system offers a closed port again', async () => {
    const offers = [40001, 40001, 40002, 40001, 40002, 40003];
    const next = distinctPorts(async () => offers.shift()!);
    expect([await next(), await next(), await next()]).toEqual([40001, 40002, 40003]);
  });

  it('gives up with a clear error when the system offers only ports it has handed out', async () => {
    const next = distinctPorts(async () => 40001);
    await next();
    await expect(next()).rejects.toThrow('kept offering ports this process had already handed out');
  });

  it('returns a port a server can listen on', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
