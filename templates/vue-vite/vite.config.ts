import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';
import { authWidget } from '@auth-widget/sdk/site/vite';

// authWidget() reads auth-widget.config.json and sends the security headers the sdk builds for it (updating the sdk
// updates them), with a nonce per page from `vite preview` under the strict policy, which also names the Trusted
// Types policy Vue creates, `vue`. A single-page app: every path serves index.html and vue-router picks the page.
export default defineConfig({
  plugins: [authWidget({ extra: { strict: { trustedTypes: ['vue'] } } }), vue()],
});
