/** Real Request objects for the route handlers, and a valid payload to start from. */
import { CLIENT_ADDRESS_HEADER } from '../../server/http/client-address';

export const CONTACT_URL = 'http://localhost:3000/api/contact';

export function validPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    organization: 'Analytical Engines Co-op',
    organizationType: 'non-profit',
    phone: '+1 (555) 010-2030',
    projectType: 'new-site',
    budget: '60k-120k',
    timeline: '3-6-months',
    referenceCall: false,
    // As the scripted form sends a field left empty.
    siteAddress: '',
    message: 'We would like a new website for our members, launched before spring.',
    consent: true,
    website: '',
    attribution: {
      pagePath: '/services/custom-web-development',
      referrer: 'https://search.example/',
      utmSource: 'newsletter',
    },
    ...overrides,
  };
}

export interface PostOptions {
  /** The client's socket address (as the instrumentation hook would stamp it). */
  ip?: string;
  headers?: Record<string, string>;
  /** A raw body instead of JSON.stringify(payload). */
  raw?: string | Uint8Array<ArrayBuffer>;
  /** Default headers to leave out (e.g. origin, content-type). */
  omit?: string[];
}

export function contactRequest(payload: unknown, options: PostOptions = {}): Request {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    origin: 'http://localhost:3000',
    'user-agent': 'vitest',
    [CLIENT_ADDRESS_HEADER]: options.ip ?? '203.0.113.10',
    ...options.headers,
  };
  for (const name of options.omit ?? []) delete headers[name];
  return new Request(CONTACT_URL, {
    method: 'POST',
    headers,
    body: options.raw ?? JSON.stringify(payload),
  });
}

/** A request whose body is a stream (no Content-Length), e.g. an endless one. */
export function streamingRequest(
  stream: ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
): Request {
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CLIENT_ADDRESS_HEADER]: '203.0.113.10',
      ...headers,
    },
    body: stream,
    duplex: 'half',
  };
  return new Request(CONTACT_URL, init);
}

export async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}
