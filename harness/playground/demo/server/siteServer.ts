import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo, Socket } from 'node:net';
import type { SiteBundle } from './bundle.ts';

/** A page of a site: the route it answers, its HTML file and the bundle entry it runs. */
export interface SitePage {
  route: string;
  html: string;
  entry: string;
}

export interface SiteOptions {
  pages: SitePage[];
  bundle: SiteBundle;
  /** Values every page reads with `readEnv()` (a JSON script tag): never secrets, they are in the HTML. */
  env: Record<string, unknown>;
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /**
   * Waits before answering a path: a test holds a page's script back with it, to act on the page as a slow network
   * leaves it (for a browser without request interception, such as WebKit over classic WebDriver).
   */
  holdBack?: (pathname: string) => Promise<void> | undefined;
  /** Headers every page is sent with besides the security headers (a test's Content-Security-Policy). */
  pageHeaders?: Record<string, string>;
  /** A CSP nonce for the script elements the server writes into each page. */
  nonce?: string;
}

/** A running site. */
export interface Site {
  /** `http://localhost:<port>`: WebAuthn refuses IP addresses, so pages are always opened through `localhost`. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Loopback only; browsers reach it as `localhost`. */
const BIND_HOST = '127.0.0.1';

const SECURITY_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  // Magic-link and OAuth tokens arrive in page URLs: never pass them on in a Referer header.
  'Referrer-Policy': 'no-referrer',
};

/** The env JSON, safe inside a `<script>` element. */
function envScript(env: Record<string, unknown>, nonce: string): string {
  const json = JSON.stringify(env).replace(/</g, '\\u003c');
  return `<script id="site-env" type="application/json"${nonce}>${json}</script>`;
}

async function renderPage(page: SitePage, options: SiteOptions): Promise<string> {
  const html = await readFile(page.html, 'utf8');
  const nonce = options.nonce ? ` nonce="${options.nonce}"` : '';
  const css = options.bundle.has(`${page.entry}.css`) ? `<link rel="stylesheet" href="/assets/${page.entry}.css"${nonce}>\n` : '';
  const head = `${css}${envScript(options.env, nonce)}\n<script type="module" src="/assets/${page.entry}.js"${nonce}></script>\n`;
  return html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : head + html;
}

function send(res: ServerResponse, status: number, type: string, body: string | Uint8Array, head: boolean, headers?: Record<string, string>): void {
  res.writeHead(status, { ...SECURITY_HEADERS, ...headers, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  res.end(head ? undefined : body);
}

async function handle(req: IncomingMessage, res: ServerResponse, options: SiteOptions): Promise<void> {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', false);
    return;
  }
  const head = method === 'HEAD';
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  await options.holdBack?.(pathname);
  if (pathname.startsWith('/assets/')) {
    const file = options.bundle.get(pathname.slice('/assets/'.length));
    if (file) send(res, 200, file.contentType, file.contents, head);
    else send(res, 404, 'text/plain; charset=utf-8', 'Not found', head);
    return;
  }
  if (pathname === '/favicon.ico') {
    res.writeHead(204, SECURITY_HEADERS);
    res.end();
    return;
  }
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = options.pages.find((p) => p.route === route);
  if (!page) {
    send(res, 404, 'text/html; charset=utf-8', '<!doctype html><title>Not found</title><p>Not found. <a href="/">Home</a></p>', head);
    return;
  }
  send(res, 200, 'text/html; charset=utf-8', await renderPage(page, options), head, options.pageHeaders);
}

/** Serves built pages on 127.0.0.1, to be opened as `http://localhost:<port>`. */
export async function startSite(options: SiteOptions): Promise<Site> {
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    handle(req, res, options).catch((error: unknown) => {
      console.error('site: request failed:', error);
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal error', false);
      else res.end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, BIND_HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  let stopped: Promise<void> | null = null;
  return {
    url: `http://localhost:${port}`,
    port,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return stopped;
    },
  };
}
