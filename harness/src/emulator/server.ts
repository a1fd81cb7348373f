import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo, Socket } from 'node:net';
import { CAPTCHA_REQUIRED_TEXT, EMULATOR_DEFAULT_HOST } from '@auth-widget/sdk';
import { ApiError, SchemaError } from './errors.ts';
import { defaultProject, isLocalUrl, type ProjectConfig } from './project.ts';
import { Router, sendJson, type RouteContext, type SdkRouteOptions } from './router.ts';
import { loadSigningKey, type EmulatorRuntime } from './runtime.ts';
import { findSession } from './sessions.ts';
import { emptyState, isExpired, Store, systemClock, type Clock, type EmulatorState, type Fault } from './store.ts';
import { registerRoutes } from './routes/index.ts';

/** Largest request body accepted; the calls of the spec are small JSON documents. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface EmulatorOptions {
  /** Port to listen on; 0 picks a free one. */
  port?: number;
  /** Interface to bind; loopback by default. */
  host?: string;
  /** A JSON file to load state from at start (when it exists) and save it to at stop. */
  dataFile?: string;
  /** Changes to the default project config. */
  project?: Partial<ProjectConfig>;
  /** A clock, for tests that check expiry. */
  clock?: Clock;
  /** Print one line per request (method, path, status; never a token). */
  log?: (line: string) => void;
}

/** A running emulator. */
export interface Emulator {
  /** Origin, such as `http://127.0.0.1:4455`. */
  url: string;
  /** The test public token the project answers to. */
  publicToken: string;
  store: Store;
  runtime: EmulatorRuntime;
  /** Forgets users, sessions, messages and faults, and restores the default project merged with `project`. */
  reset(project?: Partial<ProjectConfig>): void;
  /** Saves state when a data file was given, then closes the server and every open connection. */
  stop(): Promise<void>;
}

interface SavedData {
  state: EmulatorState;
  key: import('jose').JWK;
}

/** The CORS headers for an allowed origin; any localhost or loopback origin is allowed. */
function allowedOrigin(store: Store, origin: string | undefined): string | null {
  if (!origin) return null;
  if (isLocalUrl(origin) || store.project.allowed_origins.includes(origin)) return origin;
  return null;
}

function setCors(res: ServerResponse, origin: string): void {
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new ApiError(413, 'request_too_large', 'The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SchemaError('body', [{ path: '(body)', message: 'must be valid JSON' }]);
  }
}

/** Reads `Authorization: Basic base64(public_token:secret)`. */
function parseBasicAuth(header: string | undefined): { publicToken: string; secret: string } | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { publicToken: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** The armed fault for a request, consuming one of its uses. */
function takeFault(store: Store, method: string, pathname: string): Fault | null {
  const fault = store.state.faults.find(
    (f) =>
      f.remaining > 0 &&
      (f.method === null || f.method === method) &&
      (f.path === '*' || f.path === pathname || (f.path.endsWith('*') && pathname.startsWith(f.path.slice(0, -1)))),
  );
  if (!fault) return null;
  fault.remaining -= 1;
  store.state.faults = store.state.faults.filter((f) => f.remaining > 0);
  return fault;
}

function errorBody(ctx: { requestId: string; runtime: EmulatorRuntime }, error: ApiError) {
  return {
    status_code: error.status,
    request_id: ctx.requestId,
    error_type: error.type,
    error_message: error.message,
    error_url: `${ctx.runtime.url}/__dev/errors#${error.type}`,
  };
}

/** Checks the captcha token of a call when the project's captcha is on; tokens are single-use. */
function checkCaptcha(store: Store, body: unknown): void {
  if (!store.project.captcha_settings.enabled) return;
  const token = (body as { captcha_token?: unknown }).captcha_token;
  const expiry = typeof token === 'string' ? store.state.captcha_tokens[token] : undefined;
  if (typeof token === 'string') delete store.state.captcha_tokens[token];
  if (!expiry || isExpired(store.clock, expiry)) {
    throw new ApiError(400, 'captcha_required', CAPTCHA_REQUIRED_TEXT);
  }
}

/** Resolves the Basic auth of an SDK call to the project and, when a session token is sent, its session. */
function authenticate(ctx: RouteContext, options: SdkRouteOptions): void {
  const credentials = parseBasicAuth(ctx.req.headers.authorization);
  if (!credentials) {
    throw new ApiError(401, 'unauthorized_credentials', 'Missing or malformed Basic authorization header.');
  }
  if (credentials.publicToken !== ctx.store.project.public_token) {
    throw new ApiError(401, 'invalid_public_token', 'The public token is not known to this project.');
  }
  if (credentials.secret !== credentials.publicToken) {
    const session = findSession(ctx.store, credentials.secret);
    if (!session) throw new ApiError(404, 'session_not_found', 'Session could not be found.');
    const user = ctx.store.state.users[session.user_id];
    if (!user) throw new ApiError(404, 'session_not_found', 'Session could not be found.');
    session.last_accessed_at = ctx.store.nowIso();
    ctx.session = session;
    ctx.user = user;
  } else if (options.session === 'required') {
    throw new ApiError(401, 'unauthorized_credentials', 'This call requires an active session.');
  }
}

async function handle(router: Router, store: Store, runtime: EmulatorRuntime, req: IncomingMessage, res: ServerResponse, log?: (line: string) => void) {
  const requestId = `request-id-test-${randomUUID()}`;
  const url = new URL(req.url ?? '/', runtime.url);
  const method = req.method ?? 'GET';
  const origin = allowedOrigin(store, req.headers.origin);
  if (origin) setCors(res, origin);
  res.on('finish', () => log?.(`${method} ${url.pathname} ${res.statusCode}`));

  if (method === 'OPTIONS') {
    if (origin) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type');
      res.setHeader('Access-Control-Max-Age', '600');
    }
    res.writeHead(origin ? 204 : 403);
    res.end();
    return;
  }

  const ctx: RouteContext = { req, res, url, params: {}, query: url.searchParams, body: {}, rawBody: '', store, runtime, requestId, session: null, user: null };

  if (!url.pathname.startsWith('/__dev')) {
    const fault = takeFault(store, method, url.pathname);
    if (fault) {
      if (fault.delay_ms) await new Promise((r) => setTimeout(r, fault.delay_ms));
      if (fault.drop) {
        req.socket.destroy();
        return;
      }
      if (fault.invalid_json) {
        res.writeHead(fault.status ?? 200, { 'Content-Type': 'application/json' });
        res.end('{"data": {"oops"');
        return;
      }
      if (fault.captcha_required) {
        sendJson(res, 400, errorBody(ctx, new ApiError(400, 'captcha_required', CAPTCHA_REQUIRED_TEXT)));
        return;
      }
      if (fault.status) {
        const body = fault.body ?? errorBody(ctx, new ApiError(fault.status, 'internal_server_error', 'Injected fault.'));
        sendJson(res, fault.status, body);
        return;
      }
      // A fault with only a delay lets the request through.
    }
  }

  const found = router.match(method, url.pathname);
  try {
    if (found === null) throw new ApiError(404, 'route_not_found', `No route ${method} ${url.pathname}.`);
    if (found === 'method') throw new ApiError(405, 'method_not_allowed', `${method} is not allowed on ${url.pathname}.`);
    const { route, params } = found;
    ctx.params = params;
    if (method !== 'GET' && method !== 'HEAD') {
      ctx.rawBody = await readBody(req);
      if (route.kind === 'sdk') ctx.body = parseJson(ctx.rawBody);
      else {
        try {
          ctx.body = parseJson(ctx.rawBody);
        } catch {
          ctx.body = undefined;
        }
      }
    }
    if (route.kind === 'raw') {
      await route.handler(ctx);
      return;
    }
    if (req.headers.origin && !origin) {
      throw new ApiError(403, 'invalid_origin', `The origin ${req.headers.origin} is not allowed for this project.`);
    }
    authenticate(ctx, route.options);
    if (route.options.captcha) checkCaptcha(store, ctx.body);
    const data = await route.handler(ctx);
    sendJson(res, 200, { data: { request_id: requestId, status_code: 200, ...data } });
  } catch (error) {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (error instanceof SchemaError) {
      sendJson(res, 400, { status_code: 400, request_id: requestId, [error.location]: error.issues });
    } else if (error instanceof ApiError) {
      sendJson(res, error.status, errorBody(ctx, error));
    } else {
      // A bug in a route: answer like a provider would, and keep the details on the server's console.
      console.error(`emulator: ${method} ${url.pathname} failed:`, error);
      sendJson(res, 500, errorBody(ctx, new ApiError(500, 'internal_server_error', 'The emulator failed to handle the request.')));
    }
  }
}

/** Starts the provider emulator. Resolves once it accepts requests. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const host = options.host ?? EMULATOR_DEFAULT_HOST;
  let saved: SavedData | undefined;
  if (options.dataFile) {
    try {
      saved = JSON.parse(await readFile(options.dataFile, 'utf8')) as SavedData;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        throw new Error(`Cannot read emulator data file ${options.dataFile}: ${(error as Error).message}`);
      }
    }
  }
  const projectOf = (overrides?: Partial<ProjectConfig>) => ({ ...defaultProject(), ...options.project, ...overrides });
  const store = new Store(saved?.state ?? emptyState(projectOf()), options.clock ?? systemClock);
  const reset = (project?: Partial<ProjectConfig>) => store.reset(projectOf(project));
  const runtime: EmulatorRuntime = { url: '', key: await loadSigningKey(saved?.key), reset };
  const router = new Router();
  registerRoutes(router);

  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    void handle(router, store, runtime, req, res, options.log);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  runtime.url = `http://${shownHost}:${port}`;

  let stopped: Promise<void> | null = null;
  return {
    url: runtime.url,
    get publicToken() {
      return store.project.public_token;
    },
    store,
    runtime,
    reset,
    stop() {
      stopped ??= (async () => {
        if (options.dataFile) {
          const data: SavedData = { state: store.state, key: runtime.key.privateJwk };
          await writeFile(options.dataFile, JSON.stringify(data, null, 2));
        }
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          for (const socket of sockets) socket.destroy();
        });
      })();
      return stopped;
    },
  };
}
