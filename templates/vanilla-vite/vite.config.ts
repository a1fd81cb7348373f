import { defineConfig } from 'vite';
import { authWidget } from '@auth-widget/sdk/site/vite';

// authWidget() reads auth-widget.config.json and sends the security headers the sdk builds for it (updating the sdk
// updates them), with a nonce per page from `vite preview` under the strict policy. One HTML page per route:
// `/authenticate` is served from authenticate.html.
export default defineConfig({
  plugins: [authWidget()],
  appType: 'mpa',
  build: {
    rollupOptions: {
      input: {
        index: 'index.html',
        authenticate: 'authenticate.html',
        resetPassword: 'reset-password.html',
        account: 'account.html',
        passkeys: 'passkeys.html',
      },
    },
  },
});
