// `npm run dev`: the API with auto-restart (tsx watch, port 3000) and Vite with hot reload (port 5173,
// proxying /api and /media to the API). Ctrl-C stops both; the API stops its database cleanly.
import { spawn } from 'node:child_process';
import { root } from './build-state.mjs';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@rooted/api'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } }),
  spawn('npm', ['run', 'dev', '-w', '@rooted/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('Rooted dev: open http://localhost:5173 (API on http://localhost:3000)');
const stop = (signal) => children.forEach((c) => c.exitCode === null && c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
let exited = 0;
for (const child of children) child.on('exit', () => ++exited === children.length && process.exit(0));
