import { NextResponse, type NextRequest } from 'next/server';
import { responseSecurity } from '@auth-widget/sdk/site';
import { settings } from './lib/settings';

/** The Trusted Types policies of Next.js's client ('nextjs') and the layout's default one for Turbopack's chunks. */
const NEXT_POLICIES = ['nextjs', 'default'];

/**
 * The security headers the sdk builds for auth-widget.config.json on every response. Next.js's inline scripts need
 * 'unsafe-inline' under the standard policy; under the strict one each request gets a nonce, which Next.js and the
 * root layout read from the request's policy. `next dev` also needs eval, which React uses in development.
 */
export function proxy(request: NextRequest): NextResponse {
  const dev = process.env.NODE_ENV === 'development';
  const evalInDev = dev ? ["'unsafe-eval'"] : [];
  const { headers, nonce } = responseSecurity(settings, {
    mode: dev ? 'dev' : 'production',
    extra: { standard: { script: ["'unsafe-inline'", ...evalInDev] }, strict: { script: evalInDev, trustedTypes: NEXT_POLICIES } },
  });
  const forwarded = new Headers(request.headers);
  if (nonce) forwarded.set('Content-Security-Policy', headers['Content-Security-Policy']!);
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}
