import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that was free a moment ago and that no earlier call in this process returned, for a program
 * that must be told its port (WebKitWebDriver, a site's dev server and the emulator it is pointed at). Another process
 * may still take it in between: callers retry on a failed start.
 */
export const freePort = distinctPorts(systemPort);

/**
 * Ports from `offer` that it never returns twice: the system may offer a port again as soon as it is closed, and a
 * site and the emulator it points at, told one port, collide.
 */
export function distinctPorts(offer: () => Promise<number>): () => Promise<number> {
  const given = new Set<number>();
  return async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const port = await offer();
      if (!given.has(port)) {
        given.add(port);
        return port;
      }
    }
    throw new Error('freePort: the system kept offering ports this process had already handed out');
  };
}

/** A port the system assigns to a listener on 127.0.0.1, closed again before it is returned. */
function systemPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('freePort: no port was assigned'))));
    });
  });
}
