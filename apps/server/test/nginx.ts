import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';

/**
 * The load balancer of docs/deploy.md, for loopback: round robin for the API and uploads, WebSocket
 * upgrade at /ws, and SockJS fallback sessions pinned to one instance by their session id.
 * `X-Upstream` says which instance answered (test only).
 */
export function nginxConfig({ dir, port, upstreams }: { dir: string; port: number; upstreams: string[] }): string {
  const servers = upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`).join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${path.join(dir, 'access.log')};
${temp}
  client_max_body_size 60m;

  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  # /ws/<server>/<session>/<transport>: every request of one SockJS session goes to one instance.
  map $uri $sockjs_session { ~^/ws/[^/]+/([^/]+)/ $1; default ''; }

  upstream dongne {
${servers}
  }
  upstream dongne_ws {
    hash $sockjs_session consistent;
${servers}
  }

  server {
    listen 127.0.0.1:${port};
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_next_upstream error timeout;
    add_header X-Upstream $upstream_addr always;

    location / {
      proxy_pass http://dongne;
    }
    location /ws {
      proxy_pass http://dongne_ws;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_buffering off;
      proxy_read_timeout 75s;
      proxy_send_timeout 75s;
    }
  }
}
`;
}

/** nginx in the foreground as a child process, everything (config, logs, pid, temp) in `dir`. */
export function startNginx(dir: string, port: number, upstreams: string[]): { child: ChildProcess; errors: () => string } {
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir, port, upstreams }));
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`], { stdio: 'ignore' });
  const errorLog = path.join(dir, 'error.log');
  return { child, errors: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '') };
}
