import { defineConfig } from 'vite';

// One HTML page per route; `/authenticate` is served from authenticate.html.
export default defineConfig({
  server: { host: 'localhost', port: 5173, strictPort: true },
  preview: { host: 'localhost', port: 5173 },
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
