import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// A single-page app: every path serves index.html and src/App.tsx picks the page.
export default defineConfig({
  plugins: [react()],
  server: { host: 'localhost', port: 5173, strictPort: true },
  preview: { host: 'localhost', port: 5173 },
});
