/**
 * `npm run dev`: the API server (with its database) on API_PORT and Vite with hot reload, which
 * proxies /api and /media to it. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn('node', ['--watch-path=server', '--watch-path=contract', '--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', WEB_ROOT: '', OTP_DELIVERY: process.env.OTP_DELIVERY ?? 'console' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '5173'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 130 && stop());
