/** HTTP/1.1 over a plain socket, for requests a client library would not send as written. */
import type net from 'node:net';

export interface RawAnswer {
  status: number;
  /** Every header line, names lower-cased, in order (repeated headers stay separate). */
  headers: [string, string][];
  /** The body, de-chunked. */
  body: string;
}

/** Writes `request` on `socket` and reads the answer until the server closes the connection. */
export function exchange(socket: net.Socket, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = lines.map((line): [string, string] => {
        const at = line.indexOf(':');
        return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
      });
      const body = rest.join('\r\n\r\n');
      const chunked = headers.some(([k, v]) => k === 'transfer-encoding' && v === 'chunked');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: Buffer.from(chunked ? unchunk(body) : body, 'latin1').toString('utf8'),
      });
    });
    socket.write(request);
  });
}

/** The values of header `name` in `answer`. */
export const headerValues = (answer: RawAnswer, name: string) =>
  answer.headers.filter(([key]) => key === name).map(([, value]) => value);

function unchunk(body: string): string {
  let out = '';
  for (let rest = body; ;) {
    const end = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, end), 16);
    if (!size) return out;
    out += rest.slice(end + 2, end + 2 + size);
    rest = rest.slice(end + 2 + size + 2);
  }
}
