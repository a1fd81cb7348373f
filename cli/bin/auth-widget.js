#!/usr/bin/env node
// The `auth-widget` binary: the built one when there is a build (always, in the published package), else the
// TypeScript sources, so `npx auth-widget` works in a checkout right after `npm install`.
import { existsSync } from 'node:fs';

const built = new URL('../dist/bin/auth-widget.js', import.meta.url);
if (existsSync(built)) await import(built.href);
else await (await import('./fromSource.js')).runFromSource('auth-widget');
