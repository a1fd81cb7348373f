import { NextResponse, type NextRequest } from 'next/server';
import { createNonce, securityHeaders } from '@auth-widget/sdk/site';
import { NONCE_HEADER } from './lib/requestNonce';
import { settings } from './lib/settings';

/** The Trusted Types policies of Next.js's client ('nextjs') and the layout's default one for Turbopack's chunks. */
const NEXT_POLICIES = ['nextjs', 'default'];

/**
 * Every response carries the security headers the sdk builds for auth-widget.config.json (updating the sdk updates
 * them), made here per request. Under the standard policy Next.js's inline scripts (the React Server Components
 * payload) are allowed by 'unsafe-inline', as a header that is the same on every response can only allow them. Under
 * `"securityPolicy": "strict"` each request gets a nonce of its own: the policy names it, Next.js reads it from the
 * request's Content-Security-Policy header and puts it on its scripts, and the root layout gives it to the widget.
 * `next dev` also needs eval under either, which React uses in development for its debugging.
 */
export function proxy(request: NextRequest): NextResponse {
  const dev = process.env.NODE_ENV === 'development';
  const mode = dev ? 'dev' : 'production';
  const evalInDev = dev ? ["'unsafe-eval'"] : [];
  const nonce = settings.securityPolicy === 'strict' ? createNonce() : undefined;
  const headers = nonce
    ? securityHeaders(settings, { mode, policy: 'strict', nonce, extra: { script: evalInDev, trustedTypes: NEXT_POLICIES } })
    : securityHeaders(settings, { mode, extra: { script: ["'unsafe-inline'", ...evalInDev] } });
  const forwarded = new Headers(request.headers);
  if (nonce) {
    forwarded.set(NONCE_HEADER, nonce);
    forwarded.set('Content-Security-Policy', headers['Content-Security-Policy']!);
  }
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}
