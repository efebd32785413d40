import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const shared = fileURLToPath(new URL('./src/shared', import.meta.url));

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  resolve: { alias: { '@shared': shared } },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000', '/meta.json': 'http://localhost:3000', '/sandbox': 'http://localhost:3000' } },
});
