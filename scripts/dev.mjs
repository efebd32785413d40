#!/usr/bin/env node
// npm run dev: the API server from its TypeScript sources (restarted when they change) on port 3000,
// and Vite's dev server on port 5173 with React Fast Refresh, passing /api and the images to the
// API server. Open http://localhost:5173. Pages are drawn by the browser here; the server renderer
// runs in the built shop (npm start).
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn('npx', ['vite', '--port', process.env.WEB_PORT ?? '5173'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
