import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo, Socket } from 'node:net';
import { EMULATOR_DEFAULT_HOST } from '@auth-widget/sdk/protocol';
import { authenticate } from './auth.ts';
import { sendCaptchaChallenge } from './botProtection/challenge.ts';
import { checkBotProtection, protectionOf } from './botProtection/check.ts';
import { ANY_ORIGIN_PATHS } from './botProtection/protocol.ts';
import { DataFileWriter, readDataFile, type LoadedData } from './dataFile.ts';
import { ApiError, SchemaError } from './errors.ts';
import { isAllowedHost, LOOPBACK_HOSTS, normaliseAllowedHost } from './hosts.ts';
import { defaultProject, isLocalUrl, type ProjectConfig } from './project.ts';
import { Router, sendJson, setFrameAncestors, type Route, type RouteContext } from './router.ts';
import { loadSigningKey, type EmulatorRuntime } from './runtime.ts';
import { emptyState, Store, systemClock, type Clock, type Fault } from './store.ts';
import { checkJsonLimits } from './validate.ts';
import { registerRoutes } from './routes/index.ts';
import { playMutation } from './dev/mutations.ts';
import { isRecord } from './isRecord.ts';

/** Largest request body accepted; the calls of the spec are small JSON documents. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface EmulatorOptions {
  /** Port to listen on; 0 picks a free one. */
  port?: number;
  /** Interface to bind; loopback by default. */
  host?: string;
  /**
   * Host names served besides `localhost`, `127.0.0.1`, `[::1]` and the bound address (any port): the name a
   * container or another machine reaches the emulator by. Any other `Host` is refused (DNS rebinding).
   */
  allowedHosts?: string[];
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
  /** Saves state to the data file now (nothing without one); saves run one at a time. */
  save(): Promise<void>;
  /** Saves state when a data file was given, then closes the server and every open connection. */
  stop(): Promise<void>;
}

/** What every request of one emulator shares. */
interface Served {
  router: Router;
  store: Store;
  runtime: EmulatorRuntime;
  allowedHosts: ReadonlySet<string>;
  log: ((line: string) => void) | undefined;
  /** Answers a fault holds open (a hang, a drip): a reset or a stop ends them, so none outlives its test. */
  held: Set<ServerResponse>;
}

/** True for the dev tools (`/__dev`), which only this machine's own pages may read. */
function isDevPath(pathname: string): boolean {
  return pathname === '/__dev' || pathname.startsWith('/__dev/');
}

/**
 * The pages a host page frames on purpose: the helper frame ("clientside services", which also carries One Tap).
 * Every other page (the OAuth consent page, the dev pages) refuses framing, so no site can overlay it (clickjacking).
 */
function isFrameablePath(pathname: string): boolean {
  return pathname.startsWith('/clientside-services/');
}

/**
 * Who may frame a helper frame: the origins the API answers (any loopback page, the project's allowed origins,
 * the allowed hosts). CSP host sources cannot name an IPv6 literal, so a page on `[::1]` cannot frame them.
 */
function helperFrameAncestors(store: Store, allowedHosts: ReadonlySet<string>): string {
  const loopback = ['localhost', '127.0.0.1', '*.localhost'].flatMap((host) => [`http://${host}:*`, `https://${host}:*`]);
  const extra = [...allowedHosts].filter((host) => !host.startsWith('[')).flatMap((host) => [`http://${host}:*`, `https://${host}:*`]);
  return ["'self'", ...loopback, ...extra, ...store.project.allowed_origins].join(' ');
}

/**
 * The origin to answer CORS for, or null. The protocol answers any loopback origin and the project's allowed
 * origins; the dev routes answer loopback origins only (the test host pages read a dev captcha token), so a site
 * on the internet cannot read the inbox through the developer's browser.
 */
function corsOrigin(store: Store, origin: string | undefined, dev: boolean): string | null {
  if (!origin) return null;
  if (isLocalUrl(origin)) return origin;
  if (!dev && store.project.allowed_origins.includes(origin)) return origin;
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
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new SchemaError('body', [{ path: '(body)', message: 'must be valid JSON' }]);
  }
  checkJsonLimits(value);
  return value;
}

/** An armed fault taken by a request, and which of its uses this is (from 0). */
interface TakenFault {
  fault: Fault;
  use: number;
}

/** The armed fault for a request, consuming one of its uses. */
function takeFault(store: Store, method: string, pathname: string): TakenFault | null {
  const fault = store.state.faults.find(
    (f) =>
      f.remaining > 0 &&
      (f.method === null || f.method === method) &&
      (f.path === '*' || f.path === pathname || (f.path.endsWith('*') && pathname.startsWith(f.path.slice(0, -1)))),
  );
  if (!fault) return null;
  // Counted now, not when answered: requests that take the same fault at once each get their own place in a storm.
  const use = (fault.count ?? fault.remaining) - fault.remaining;
  fault.remaining -= 1;
  store.state.faults = store.state.faults.filter((f) => f.remaining > 0);
  return { fault, use };
}

function errorBody(requestId: string, runtime: EmulatorRuntime, error: ApiError) {
  return {
    status_code: error.status,
    request_id: requestId,
    error_type: error.type,
    error_message: error.message,
    error_url: `${runtime.url}/__dev/errors#${error.type}`,
  };
}

/** Answers an injected fault; true when the request is answered (or dropped) and must go no further. */
async function answerFault(ctx: RouteContext, { fault, use }: TakenFault, held: Set<ServerResponse>): Promise<boolean> {
  const { req, res } = ctx;
  if (fault.delay_ms) await new Promise((r) => setTimeout(r, fault.delay_ms));
  // Marked, so a tool that counts server errors (the fuzzer) tells an injected 500 from a real one.
  res.setHeader('X-Emulator-Fault', fault.id);
  if (fault.mutate) {
    return playMutation(ctx, fault, {
      use,
      hold(answer) {
        held.add(answer);
        answer.once('close', () => held.delete(answer));
      },
      errorBody: (error) => errorBody(ctx.requestId, ctx.runtime, error),
    });
  }
  if (fault.drop) {
    req.socket.destroy();
    return true;
  }
  if (fault.invalid_json) {
    res.writeHead(fault.status ?? 200, { 'Content-Type': 'application/json' });
    res.end('{"data": {"oops"');
    return true;
  }
  if (fault.captcha_required) {
    // As a DFP challenge answers: the text the reference client retries on, not a JSON error it would show.
    sendCaptchaChallenge(res);
    return true;
  }
  if (fault.status) {
    const internal = new ApiError(fault.status, 'internal_server_error', 'Injected fault.');
    sendJson(res, fault.status, fault.body ?? errorBody(ctx.requestId, ctx.runtime, internal));
    return true;
  }
  // A fault with only a delay lets the request through.
  res.removeHeader('X-Emulator-Fault');
  return false;
}

/** The request's path and query; only origin-form targets (`/path?query`), which is all a browser sends. */
function requestUrl(req: IncomingMessage, runtime: EmulatorRuntime): URL {
  const target = req.url ?? '/';
  if (!target.startsWith('/')) throw new ApiError(400, 'malformed_path', 'The request target must be a path starting with /.');
  try {
    // Appended to the origin rather than resolved against it: `//host/path` is a path here, not another host.
    return new URL(`${runtime.url}${target}`);
  } catch {
    throw new ApiError(400, 'malformed_path', 'The request path is not a valid URL path.');
  }
}

/** Serves one request; throws what the caller turns into an error answer. */
async function serve(served: Served, ctx: RouteContext, setRoute: (route: Route) => void): Promise<void> {
  const { router, store, allowedHosts } = served;
  const { req, res } = ctx;
  const method = req.method ?? 'GET';
  // Node keeps the first of two Host headers; RFC 9112 §3.2 asks for 400, as which one a proxy read is unknown.
  if (req.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'host').length > 1) {
    throw new ApiError(400, 'duplicate_host_header', 'The request has more than one Host header.');
  }
  if (!isAllowedHost(req.headers.host, allowedHosts)) {
    const shown = (req.headers.host ?? '(none)').slice(0, 100);
    throw new ApiError(
      421,
      'host_not_allowed',
      `The Host ${shown} is not one this emulator answers to (${LOOPBACK_HOSTS.join(', ')}${[...allowedHosts].map((h) => `, ${h}`).join('')}); start it with --allowed-host <name> to add one.`,
    );
  }
  const url = requestUrl(req, ctx.runtime);
  ctx.url = url;
  ctx.query = url.searchParams;
  setFrameAncestors(res, isFrameablePath(url.pathname) ? helperFrameAncestors(store, allowedHosts) : "'none'");
  const dev = isDevPath(url.pathname);
  const origin = corsOrigin(store, req.headers.origin, dev);
  if (origin) setCors(res, origin);

  if (method === 'OPTIONS') {
    // The stand-ins' token and telemetry calls answer any page, as Google and the DFP service do; their scripts send
    // simple requests, but a client that preflights must be answered too.
    const anyOrigin = ANY_ORIGIN_PATHS.includes(url.pathname);
    if (anyOrigin) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.removeHeader('Access-Control-Allow-Credentials');
    }
    if (origin || anyOrigin) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type');
      res.setHeader('Access-Control-Max-Age', '600');
    }
    res.writeHead(origin || anyOrigin ? 204 : 403);
    res.end();
    return;
  }

  if (!dev) {
    const taken = takeFault(store, method, url.pathname);
    if (taken && (await answerFault(ctx, taken, served.held))) return;
  }

  const found = router.match(method, url.pathname);
  if (found === null) throw new ApiError(404, 'route_not_found', `No route ${method} ${url.pathname.slice(0, 200)}.`);
  if (found === 'method') throw new ApiError(405, 'method_not_allowed', `${method} is not allowed on ${url.pathname.slice(0, 200)}.`);
  const { route, params } = found;
  setRoute(route);
  ctx.params = params;
  if (method !== 'GET' && method !== 'HEAD') {
    ctx.rawBody = await readBody(req);
    if (route.kind === 'sdk') ctx.body = parseJson(ctx.rawBody);
    else {
      try {
        ctx.body = parseJson(ctx.rawBody);
      } catch (error) {
        // A page's form posts urlencoded text, which raw routes read from rawBody; JSON over the limits is refused.
        if (error instanceof SchemaError && error.issues[0]?.message !== 'must be valid JSON') throw error;
        ctx.body = undefined;
      }
    }
  }
  if (route.kind === 'raw') {
    await route.handler(ctx);
    return;
  }
  if (req.headers.origin && !origin) {
    throw new ApiError(403, 'invalid_origin', `The origin ${req.headers.origin.slice(0, 200)} is not allowed for this project.`);
  }
  if (!route.options.anyJson && !isRecord(ctx.body)) {
    throw new SchemaError('body', [{ path: '(body)', message: 'must be a JSON object' }]);
  }
  if (!route.options.ownAuth) authenticate(ctx, route.options);
  // Bot protection by the shared table of protected calls, so no route file carries a flag that could drift from it.
  const protection = protectionOf(route.path);
  if (protection && checkBotProtection(ctx, protection) === 'challenge') {
    sendCaptchaChallenge(res);
    return;
  }
  const data = await route.handler(ctx);
  sendJson(res, 200, { data: { request_id: ctx.requestId, status_code: 200, ...data } });
}

/**
 * One request, start to end. Nothing a request sends may end the process: every failure becomes an answer in the
 * protocol's error shape, and a bug in a handler a 500 with one line on stderr.
 */
async function handle(served: Served, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const requestId = `request-id-test-${randomUUID()}`;
  const method = req.method ?? 'GET';
  const { runtime, store } = served;
  let route: Route | null = null;
  // Logged by route template when there is one, so ids in paths stay out of the log; query strings never go in.
  const shownPath = () => route?.path ?? (req.url ?? '/').split('?')[0]!.slice(0, 200);
  res.on('finish', () => served.log?.(`${method} ${shownPath()} ${res.statusCode}`));
  const ctx: RouteContext = {
    req, res, url: new URL(runtime.url), params: {}, query: new URLSearchParams(), body: {}, rawBody: '',
    store, runtime, requestId, session: null, user: null,
  };
  try {
    await serve(served, ctx, (r) => (route = r));
  } catch (error) {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (error instanceof SchemaError) {
      sendJson(res, 400, { status_code: 400, request_id: requestId, [error.location]: error.issues });
    } else if (error instanceof ApiError) {
      // The rest of an oversized body is left unread, so the connection cannot carry another request: say so, and
      // Node closes it once the answer is written.
      if (error.status === 413) res.setHeader('Connection', 'close');
      sendJson(res, error.status, errorBody(requestId, runtime, error));
    } else {
      // A bug in a route: answer like a provider would, and keep one line on the server's console (no body, no
      // query, no header: they may hold tokens).
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      console.error(`emulator: ${method} ${shownPath()} failed (${requestId}): ${reason.split('\n')[0]!.slice(0, 300)}`);
      sendJson(res, 500, errorBody(requestId, runtime, new ApiError(500, 'internal_server_error', 'The emulator failed to handle the request.')));
    }
  }
}

/** The allowed host names of `options`, checked; the bound address counts unless it is a wildcard. */
function allowedHostsOf(options: EmulatorOptions, host: string): Set<string> {
  const names = new Set<string>();
  for (const entry of options.allowedHosts ?? []) {
    const name = normaliseAllowedHost(entry);
    if (!name) throw new Error(`allowed host ${JSON.stringify(entry)} is not a host name or address (no scheme, port or path)`);
    names.add(name);
  }
  if (host !== '0.0.0.0' && host !== '::') {
    const bound = normaliseAllowedHost(host);
    if (bound && !LOOPBACK_HOSTS.includes(bound)) names.add(bound);
  }
  return names;
}

/** Starts the provider emulator. Resolves once it accepts requests. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const host = options.host ?? EMULATOR_DEFAULT_HOST;
  const allowedHosts = allowedHostsOf(options, host);
  const saved: LoadedData | undefined = options.dataFile ? await readDataFile(options.dataFile) : undefined;
  const writer = options.dataFile ? new DataFileWriter(options.dataFile) : null;
  const projectOf = (overrides?: Partial<ProjectConfig>) => ({ ...defaultProject(), ...options.project, ...overrides });
  const store = new Store(saved?.state ?? emptyState(projectOf()), options.clock ?? systemClock);
  const held = new Set<ServerResponse>();
  // Ends the answers faults hold open (a hang, a drip): destroying the socket is what a hang's client sees end it.
  const release = () => {
    for (const res of held) res.destroy();
    held.clear();
  };
  const reset = (project?: Partial<ProjectConfig>) => {
    release();
    store.reset(projectOf(project));
  };
  const runtime: EmulatorRuntime = { url: '', key: await loadSigningKey(saved?.key), reset };
  const router = new Router();
  registerRoutes(router);
  const served: Served = { router, store, runtime, allowedHosts, log: options.log, held };

  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    handle(served, req, res).catch((error: unknown) => {
      // Only an error while writing the error answer reaches here; the connection is all there is left to end.
      console.error(`emulator: answering a request failed: ${String(error).split('\n')[0]}`);
      res.destroy();
    });
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

  const save = () => (writer ? writer.save({ state: store.state, key: runtime.key.privateJwk }) : Promise.resolve());
  let stopped: Promise<void> | null = null;
  return {
    url: runtime.url,
    get publicToken() {
      return store.project.public_token;
    },
    store,
    runtime,
    reset,
    save,
    stop() {
      stopped ??= (async () => {
        try {
          await save();
        } finally {
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            release();
            for (const socket of sockets) socket.destroy();
          });
        }
      })();
      return stopped;
    },
  };
}
