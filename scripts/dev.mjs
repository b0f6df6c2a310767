#!/usr/bin/env node
// `npm run dev`: the server with reload on :3000 and Vite's hot-reloading dev server on :5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Development reads its e-mails at /dev/mail (loopback only), unless they go out through SMTP.
const serverEnv = { ...process.env };
if (!serverEnv.SMTP_URL && !serverEnv.DEV_MAIL_VIEWER) serverEnv.DEV_MAIL_VIEWER = 'true';
const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], { cwd: root, stdio: 'inherit', env: serverEnv }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit' }),
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
