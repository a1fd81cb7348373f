import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { authWidget } from '@auth-widget/sdk/site/vite';

// authWidget() reads auth-widget.config.json and sends the security headers the sdk builds for it (updating the sdk
// updates them), with a nonce per page from `vite preview` under the strict policy. A single-page app: every path
// serves index.html and src/App.tsx picks the page. The dev server also allows React Fast Refresh's preamble, an
// inline script the React plugin adds to index.html in dev only.
export default defineConfig({
  plugins: [authWidget({ extra: { dev: { script: ["'unsafe-inline'"] } } }), react()],
});
