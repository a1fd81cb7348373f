import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import settings from './auth-widget.config.json' with { type: 'json' };
import { securityHeaders } from './src/securityHeaders.ts';

// A single-page app: every path serves index.html and src/App.tsx picks the page. The security headers are built
// from auth-widget.config.json (src/securityHeaders.ts): the dev server's also allow hot reloading, `vite preview`
// sends the production ones.
export default defineConfig({
  plugins: [react()],
  server: { host: 'localhost', port: 5173, strictPort: true, headers: securityHeaders(settings, 'dev') },
  preview: { host: 'localhost', port: 5173, headers: securityHeaders(settings, 'production') },
});
