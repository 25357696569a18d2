import http from 'node:http';

/**
 * A request as a browser on `host` sends it (a GET unless `init` says otherwise), to a test server
 * on 127.0.0.1 (no redirect followed).
 * The editor's test host (edit.localhost) is a name browsers resolve to this machine and Node's
 * resolver does not, and fetch() cannot set a Host header: this can.
 */
export interface HostAnswer {
  status: number;
  headers: Headers;
  location?: string;
  body: string;
  /** Each Content-Security-Policy header, as sent. */
  csp: string[];
}

export function hostRequest(
  port: number,
  host: string,
  pathname: string,
  headers: Record<string, string> = {},
  init: { method?: string; body?: string } = {},
): Promise<HostAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: init.method ?? 'GET',
        headers: { ...headers, host: `${host}:${port}` },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          const all = new Headers();
          const csp: string[] = [];
          const raw = response.rawHeaders;
          for (let i = 0; i + 1 < raw.length; i += 2) {
            all.append(raw[i]!, raw[i + 1]!);
            if (raw[i]!.toLowerCase() === 'content-security-policy') csp.push(raw[i + 1]!);
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: all,
            location: response.headers.location,
            body,
            csp,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}
