import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';

/**
 * The load balancer of docs/deploy.md, for loopback: round robin for the API and uploads, WebSocket
 * upgrade at /ws, and SockJS fallback sessions pinned to one instance by their session id; a
 * `$request_id` per request passed on as X-Request-Id and written to an access log that holds no
 * token; `/metrics` answered 404 on the public server and served per instance on an internal
 * listener (`internalPort`, `/metrics/<n>` for the n-th upstream). `X-Upstream` says which instance
 * answered (test only). Addresses in `down` are taken out of both upstream blocks, as the rolling
 * restart of docs/deploy.md does before it stops an instance.
 */
export function nginxConfig({
  dir,
  port,
  internalPort,
  upstreams,
  down = [],
}: {
  dir: string;
  port: number;
  internalPort: number;
  upstreams: string[];
  down?: string[];
}): string {
  const servers = upstreams
    .map((address) => `    server ${address}${down.includes(address) ? ' down' : ''} max_fails=1 fail_timeout=10s;`)
    .join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
${temp}
  # As docs/deploy.md: the path without its query string, the reset token's segment replaced.
  map $uri $loggable_uri {
    ~*^(?<secret_prefix>/password-reset/confirm/|/api/password/reset/validate/) "\${secret_prefix}[redacted]";
    default $uri;
  }
  log_format dongne '$remote_addr [$time_local] "$request_method $loggable_uri $server_protocol" '
                    '$status $body_bytes_sent $request_time $upstream_addr $upstream_status $request_id';
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
    access_log ${path.join(dir, 'access.log')} dongne;
    proxy_set_header Host $host;
    proxy_set_header X-Request-Id $request_id;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_next_upstream error timeout;
    add_header X-Upstream $upstream_addr always;

    location / {
      proxy_pass http://dongne;
    }
    location ^~ /metrics {
      return 404;
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

  server {
    listen 127.0.0.1:${internalPort};
    access_log ${path.join(dir, 'internal.log')} dongne;
${upstreams.map((address, index) => `    location = /metrics/${index + 1} { proxy_pass http://${address}/metrics; }`).join('\n')}
    location / {
      return 404;
    }
  }
}
`;
}

export type TestNginx = {
  child: ChildProcess;
  errors: () => string;
  /** The public server's access log (format `dongne`). */
  accessLog: () => string;
  /**
   * Rewrites the configuration with these upstreams marked `down` and reloads (`nginx -s reload`);
   * resolves once nginx routes new connections by the new configuration.
   */
  reload: (down: string[]) => Promise<void>;
};

/** nginx in the foreground as a child process, everything (config, logs, pid, temp) in `dir`. */
export function startNginx(dir: string, port: number, upstreams: string[], internalPort: number): TestNginx {
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir, port, internalPort, upstreams }));
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`], { stdio: 'ignore' });
  const errorLog = path.join(dir, 'error.log');
  const errors = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  const reload = async (down: string[]) => {
    writeFileSync(conf, nginxConfig({ dir, port, internalPort, upstreams, down }));
    // SIGHUP is what `nginx -s reload` sends the master: it starts workers on the new
    // configuration and tells the old ones to finish their requests and leave.
    child.kill('SIGHUP');
    // The new workers are in charge once a run of fresh connections reaches exactly the upstreams
    // left in service (round robin over one worker takes each in turn).
    const live = upstreams.filter((address) => !down.includes(address)).sort();
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const seen = new Set<string>();
      for (let attempt = 0; attempt < 3 * upstreams.length; attempt++) seen.add(await upstreamOf(port));
      if ([...seen].sort().join() === live.join()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`nginx did not take up its new configuration\n${errors()}`);
  };
  const accessLog = () => {
    const file = path.join(dir, 'access.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  return { child, errors, accessLog, reload };
}

/** Which upstream answers `/api/health` on a new connection ('' when none does). */
function upstreamOf(port: number): Promise<string> {
  return new Promise((resolve) => {
    get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.headers['x-upstream'] ?? '')));
    }).on('error', () => resolve(''));
  });
}
