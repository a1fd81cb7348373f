import type { Page, Request } from '@playwright/test';
import type { WireAllowance } from './wireAllowList.ts';

/** One request as it went on the wire, recorded in the browser. */
export interface WireCall {
  method: string;
  path: string;
  /** Query parameter names and values. */
  query: Record<string, string>;
  /** The parsed JSON body; `undefined` when the request had none. */
  body: unknown;
  /** Request headers, lower-case names. */
  headers: Record<string, string>;
}

/** A difference between the reference SDK's wire and ours for one call. */
export interface WireDifference {
  /** The compared call, as our client names it (`passwords.create`). */
  call: string;
  /** What differs: `method`, `path`, `body.<field path>`, `query.<name>`, `header.<name>`, `authorization`, `request <n>`. */
  where: string;
  detail: string;
}

/** Paths recorded for a call: the SDK API and the OAuth start redirect. */
const RECORDED = /^\/(sdk\/v1|v1\/public)\//;
/** Calls made on their own schedule rather than by the call under test; each is compared once on its own. */
export const BACKGROUND = /^\/sdk\/v1\/(events$|projects\/bootstrap\/)/;

/** Headers that describe the SDK's request; the rest are the browser's own. */
function sdkHeader(name: string): boolean {
  return name === 'authorization' || name === 'content-type' || name.startsWith('x-');
}

function toCall(request: Request): WireCall {
  const url = new URL(request.url());
  const text = request.postData();
  let body: unknown;
  if (text !== null && text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  const headers = Object.fromEntries(Object.entries(request.headers()).filter(([name]) => sdkHeader(name)));
  return { method: request.method(), path: url.pathname, query: Object.fromEntries(url.searchParams), body, headers };
}

/** Records the page's requests to the emulator while a call runs. */
export class WireRecorder {
  private calls: WireCall[] = [];
  private recording = false;
  private readonly onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (!this.recording || url.origin !== this.emulatorOrigin || !RECORDED.test(url.pathname)) return;
    this.calls.push(toCall(request));
  };

  constructor(
    page: Page,
    private readonly emulatorOrigin: string,
  ) {
    page.on('request', this.onRequest);
  }

  /** Runs `call` and returns what it sent: every recorded request, background calls included. */
  async record(call: () => Promise<unknown>): Promise<WireCall[]> {
    this.calls = [];
    this.recording = true;
    try {
      await call();
    } finally {
      this.recording = false;
    }
    return this.calls;
  }
}

/** The JSON type of a value, as the comparison names it. */
function jsonType(value: unknown): string {
  if (value === undefined) return 'absent';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Every field path of a JSON value with its type: `body.a`, `body.a.b`, `body.list[]`, `body.list[].c`. */
export function fieldTypes(value: unknown, path = 'body', into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  const type = jsonType(value);
  if (!into.has(path)) into.set(path, new Set());
  into.get(path)!.add(type);
  if (type === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) fieldTypes(child, `${path}.${key}`, into);
  } else if (type === 'array') {
    for (const item of value as unknown[]) fieldTypes(item, `${path}[]`, into);
  }
  return into;
}

/** Basic auth read back: `public` for the public token, `session` for anything else (a session token). */
export function authorizationShape(header: string | undefined, publicToken: string): string {
  if (header === undefined) return 'none';
  const [scheme, encoded = ''] = header.split(' ');
  if (scheme !== 'Basic') return `${scheme} (not Basic)`;
  const [user, secret] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
  if (user !== publicToken) return 'Basic with another user than the public token';
  return `Basic public:${secret === publicToken ? 'public' : 'session'}`;
}

/** Path segments that are ids (`email-test-…`) or the public token, so two runs' paths compare. */
function normalizePath(path: string, publicToken: string): string {
  return path
    .split('/')
    .map((segment) => (segment === publicToken ? '{public_token}' : /^[a-z_-]+-test-[0-9a-f-]{36}$/.test(segment) ? '{id}' : segment))
    .join('/');
}

/** The telemetry header, sent base64-encoded JSON by both clients. */
const TELEMETRY = 'x-sdk-client';

/** A base64 JSON header's value, or the raw text when it is not one; undefined when the header is absent. */
function decodedHeader(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return value;
  }
}

/** Reports every field path whose JSON types differ between the two shapes, or that only one side has. */
function compareShapes(
  reference: Map<string, Set<string>>,
  ours: Map<string, Set<string>>,
  add: (where: string, detail: string) => void,
): void {
  for (const field of new Set([...reference.keys(), ...ours.keys()])) {
    const refTypes = [...(reference.get(field) ?? [])].sort().join('|');
    const ownTypes = [...(ours.get(field) ?? [])].sort().join('|');
    if (!refTypes) add(field, 'only in ours');
    else if (!ownTypes) add(field, 'only in reference');
    else if (refTypes !== ownTypes) add(field, `reference ${refTypes}, ours ${ownTypes}`);
  }
}

/** Compares the requests of one call, request by request: method, path, query names, body shape, headers, auth. */
export function compareCalls(call: string, reference: WireCall[], ours: WireCall[], publicToken: string): WireDifference[] {
  const differences: WireDifference[] = [];
  const add = (where: string, detail: string) => differences.push({ call, where, detail });
  for (let i = 0; i < Math.max(reference.length, ours.length); i += 1) {
    const ref = reference[i];
    const own = ours[i];
    if (!ref || !own) {
      const extra = (ref ?? own)!;
      add(`request ${extra.method} ${normalizePath(extra.path, publicToken)}`, `only in ${ref ? 'reference' : 'ours'}`);
      continue;
    }
    if (ref.method !== own.method) add('method', `reference ${ref.method}, ours ${own.method}`);
    const [refPath, ownPath] = [normalizePath(ref.path, publicToken), normalizePath(own.path, publicToken)];
    if (refPath !== ownPath) add('path', `reference ${refPath}, ours ${ownPath}`);
    for (const name of new Set([...Object.keys(ref.query), ...Object.keys(own.query)])) {
      if (!(name in own.query)) add(`query.${name}`, 'only in reference');
      else if (!(name in ref.query)) add(`query.${name}`, 'only in ours');
    }
    compareShapes(fieldTypes(ref.body), fieldTypes(own.body), add);
    // The telemetry header is base64 JSON: its fields are wire too.
    const [refTelemetry, ownTelemetry] = [decodedHeader(ref.headers[TELEMETRY]), decodedHeader(own.headers[TELEMETRY])];
    if (refTelemetry !== undefined && ownTelemetry !== undefined) {
      compareShapes(fieldTypes(refTelemetry, `header.${TELEMETRY}`), fieldTypes(ownTelemetry, `header.${TELEMETRY}`), add);
    }
    for (const name of new Set([...Object.keys(ref.headers), ...Object.keys(own.headers)])) {
      if (name === 'authorization') continue;
      if (!(name in own.headers)) add(`header.${name}`, 'only in reference');
      else if (!(name in ref.headers)) add(`header.${name}`, 'only in ours');
    }
    const [refAuth, ownAuth] = [
      authorizationShape(ref.headers.authorization, publicToken),
      authorizationShape(own.headers.authorization, publicToken),
    ];
    if (refAuth !== ownAuth) add('authorization', `reference ${refAuth}, ours ${ownAuth}`);
  }
  return differences;
}

/** The allowance that covers a difference, if any: same call (or `*`), same `where` (or a prefix ending in `*`). */
export function allowanceFor(difference: WireDifference, allowList: readonly WireAllowance[]): WireAllowance | undefined {
  return allowList.find(
    (entry) =>
      (entry.call === '*' || entry.call === difference.call) &&
      (entry.where.endsWith('*') ? difference.where.startsWith(entry.where.slice(0, -1)) : entry.where === difference.where) &&
      (entry.detail === undefined || entry.detail === difference.detail),
  );
}
