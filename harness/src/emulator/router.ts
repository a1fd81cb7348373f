import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SessionRecord, Store, UserRecord } from './store.ts';
import type { EmulatorRuntime } from './runtime.ts';

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
  /** The call takes `captcha_token` and is refused with "Captcha required" when the project's captcha is on. */
  captcha?: boolean;
}

export type Route =
  | { kind: 'sdk'; method: string; pattern: RegExp; keys: string[]; handler: SdkHandler; options: SdkRouteOptions }
  | { kind: 'raw'; method: string; pattern: RegExp; keys: string[]; handler: RawHandler };

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
    this.routes.push({ kind: 'sdk', method, ...compile(`/sdk/v1${path}`), handler, options });
  }

  raw(method: string, path: string, handler: RawHandler): void {
    this.routes.push({ kind: 'raw', method, ...compile(path), handler });
  }

  /** The route for a request, or whether the path exists under another method (for a 405). */
  match(method: string, pathname: string): { route: Route; params: Record<string, string> } | 'method' | null {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(pathname);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((key, i) => {
        params[key] = decodeURIComponent(m[i + 1] ?? '');
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

/** Writes an HTML page. Callers escape every value they put into it with `escapeHtml`. */
export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline' 'self'; frame-ancestors *",
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
