import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SessionRecord, Store, UserRecord } from './store.ts';
import type { EmulatorRuntime } from './runtime.ts';
import { ApiError } from './errors.ts';

/** What a route handler gets for one request. */
export interface RouteContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
  query: URLSearchParams;
  /**
   * The parsed JSON body (`{}` for an empty body). On raw routes a body that is not JSON leaves it `undefined`:
   * such routes (an HTML form posts urlencoded) read `rawBody` instead.
   */
  body: unknown;
  /** The request body as text (`''` for GET and HEAD). */
  rawBody: string;
  store: Store;
  runtime: EmulatorRuntime;
  requestId: string;
  /** On `/sdk/v1` routes: the session named by the Basic auth header, if any. */
  session: SessionRecord | null;
  /** The user of that session. */
  user: UserRecord | null;
}

/** An SDK handler returns the fields of `data`; the server adds `request_id` and `status_code`. */
export type SdkHandler = (ctx: RouteContext) => Promise<Record<string, unknown>> | Record<string, unknown>;

/** A raw handler writes the response itself (HTML pages, redirects, dev JSON). */
export type RawHandler = (ctx: RouteContext) => Promise<void> | void;

export interface SdkRouteOptions {
  /** `required`: a valid session must be in the Basic auth header. Default `optional`. */
  session?: 'required' | 'optional';
  /**
   * The handler checks the caller itself instead of the server's Basic auth check: telemetry, whose reference
   * batch carries the public token in each event and no Authorization header.
   */
  ownAuth?: boolean;
  /** Any JSON body, arrays included; by default a body must be a JSON object (or empty). */
  anyJson?: boolean;
}

/** `path` is the registered template (`/sdk/v1/users/:id`), kept for listings such as the fuzzer's. */
export type Route =
  | { kind: 'sdk'; method: string; path: string; pattern: RegExp; keys: string[]; handler: SdkHandler; options: SdkRouteOptions }
  | { kind: 'raw'; method: string; path: string; pattern: RegExp; keys: string[]; handler: RawHandler };

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        keys.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), keys };
}

/**
 * The route table. SDK routes are registered without the `/sdk/v1` prefix, as the spec's call table lists
 * them; raw routes with their full path.
 */
export class Router {
  readonly routes: Route[] = [];

  sdk(method: string, path: string, handler: SdkHandler, options: SdkRouteOptions = {}): void {
    this.routes.push({ kind: 'sdk', method, path: `/sdk/v1${path}`, ...compile(`/sdk/v1${path}`), handler, options });
  }

  raw(method: string, path: string, handler: RawHandler): void {
    this.routes.push({ kind: 'raw', method, path, ...compile(path), handler });
  }

  /**
   * The route for a request, or whether the path exists under another method (for a 405). A path segment that is
   * not valid percent-encoding (`%ZZ`) is a 400, not an exception that escapes the request.
   */
  match(method: string, pathname: string): { route: Route; params: Record<string, string> } | 'method' | null {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(pathname);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((key, i) => {
        try {
          params[key] = decodeURIComponent(m[i + 1] ?? '');
        } catch {
          throw new ApiError(400, 'malformed_path', `The path segment ${JSON.stringify(m[i + 1])} is not valid percent-encoding.`);
        }
      });
      return { route, params };
    }
    return pathMatched ? 'method' : null;
  }
}

/** Writes a JSON response. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

/** Who may frame a response; the server sets it per path before a handler runs (`setFrameAncestors`). */
const frameAncestors = new WeakMap<ServerResponse, string>();

/**
 * Says which origins may frame this response (a CSP `frame-ancestors` source list). Without a call, nobody may:
 * the consent page and the dev pages must not be framed (clickjacking), only the helper frames are.
 */
export function setFrameAncestors(res: ServerResponse, sources: string): void {
  frameAncestors.set(res, sources);
  res.setHeader('Content-Security-Policy', `frame-ancestors ${sources}`);
  if (sources === "'none'") res.setHeader('X-Frame-Options', 'DENY');
  else res.removeHeader('X-Frame-Options');
}

/** Writes an HTML page. Callers escape every value they put into it with `escapeHtml`. */
export function sendHtml(res: ServerResponse, status: number, html: string): void {
  const framing = frameAncestors.get(res) ?? "'none'";
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline' 'self'; frame-ancestors ${framing}`,
    ...(framing === "'none'" ? { 'X-Frame-Options': 'DENY' } : {}),
  });
  res.end(html);
}

/** Redirects with 302 (only after the caller checked the target is an allowed http(s) URL). */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
