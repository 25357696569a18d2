/**
 * Local servers the server suites talk to, all bound to 127.0.0.1: SMTP, a route served over HTTP,
 * free ports. A recording HTTP stand-in is tests/http-stub.ts's.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startHttpStub, type HttpStub } from '../http-stub';

export { freePort } from '../server-process';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** How long the server takes to accept each message (a slow relay); 0 by default. */
  delayMs: number;
  close(): Promise<void>;
}

/** A real SMTP server (no TLS, no auth) collecting every message it accepts. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const smtp: TestSmtpServer = {
    port: 0,
    url: '',
    messages,
    delayMs: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          const from = session.envelope.mailFrom;
          messages.push({
            from: from ? from.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (smtp.delayMs > 0) setTimeout(accept, smtp.delayMs);
        else accept();
      });
    },
  });
  const listener = server.listen(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    listener.once('listening', resolve);
    listener.once('error', reject);
  });
  const actual = (listener.address() as AddressInfo).port;
  smtp.port = actual;
  smtp.url = `smtp://127.0.0.1:${actual}`;
  return smtp;
}

/**
 * Serves a fetch-style handler (Request → Response) over real HTTP, like Next.js does: the
 * request's URL is built from its Host header, its method and headers passed on.
 */
export async function serveHandler(
  handler: (request: Request) => Promise<Response>,
): Promise<HttpStub> {
  return startHttpStub(({ method, path, headers }) => {
    const forwarded = new Headers();
    for (const [name, value] of Object.entries(headers)) {
      if (typeof value === 'string') forwarded.set(name, value);
      else if (Array.isArray(value)) forwarded.set(name, value.join(', '));
    }
    return handler(
      new Request(`http://${headers.host ?? 'localhost'}${path}`, { method, headers: forwarded }),
    );
  });
}
