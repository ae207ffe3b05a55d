// `npm run dev`: the API with reload on :8080 and Vite's dev server on :5173, side by side.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@dongne/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@dongne/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
