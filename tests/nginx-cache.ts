import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startProcess, type ServerHandle } from './server-process';

/**
 * A real shared cache in front of a test server: Debian's nginx with `proxy_cache`, on
 * 127.0.0.1, as docs/production.md's CDN would sit in front of the site. Two caches: `url`
 * honours `Vary` (as nginx does), `ignoringVary` keys by the address alone (as some CDNs do).
 * Each answer says what the cache did in `X-Cache-Status` (MISS, HIT, BYPASS…).
 */

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

/** Why the cache cannot run here, or undefined when it can. */
export function nginxMissing(): string | undefined {
  return NGINX ? undefined : 'nginx is not installed (apt-get install nginx)';
}

export interface NginxCache {
  url: string;
  ignoringVary: string;
  stop(): Promise<void>;
}

export async function startNginxCache(upstream: string): Promise<NginxCache> {
  if (!NGINX) throw new Error(nginxMissing());
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-nginx-'));
  const [honouring, ignoring] = [await freePort(), await freePort()];
  const server = (port: number, zone: string, extra: string) => `
    server {
      listen 127.0.0.1:${port};
      location / {
        proxy_pass ${upstream};
        proxy_http_version 1.1;
        proxy_set_header Host $http_host;
        proxy_cache ${zone};
        ${extra}
        add_header X-Cache-Status $upstream_cache_status always;
      }
    }`;
  const config = `
daemon off;
master_process off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  proxy_cache_path ${prefix}/vary keys_zone=vary:1m max_size=64m use_temp_path=off;
  proxy_cache_path ${prefix}/novary keys_zone=novary:1m max_size=64m use_temp_path=off;
  ${server(honouring, 'vary', '')}
  ${server(ignoring, 'novary', 'proxy_ignore_headers Vary;')}
}
`;
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), config);
  let handle: ServerHandle;
  try {
    handle = await startProcess(
      'nginx',
      NGINX,
      ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')],
      { url: `http://127.0.0.1:${honouring}/api/health`, timeoutMs: 20_000 },
    );
  } catch (error) {
    fs.rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${honouring}`,
    ignoringVary: `http://127.0.0.1:${ignoring}`,
    async stop() {
      await handle.stop();
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
