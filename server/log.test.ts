import { afterEach, describe, expect, it } from 'vitest';
import { describeError, errorMessage, log, loggablePath, setLogSink, type LogEntry } from './log';

describe('log', () => {
  afterEach(() => setLogSink(undefined));

  it('describes an Error field instead of writing its text', () => {
    const lines: LogEntry[] = [];
    setLogSink((entry) => lines.push(entry));
    const cause = Object.assign(new Error('value "ada@example.org" violates check'), {
      code: '23514',
      constraint: 'leads_email_check',
      severity: 'ERROR',
    });
    const error = new Error('Failed query: insert into leads\nparams: Ada,ada@example.org', {
      cause,
    });
    log('error', 'write failed', { error, leadCount: 1 });
    expect(lines).toEqual([
      {
        level: 'error',
        msg: 'write failed',
        error: { class: 'Error', code: '23514', constraint: 'leads_email_check' },
        leadCount: 1,
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('ada@');
  });

  it('keeps the message of an error outside the database layer that has no code', () => {
    expect(describeError(new TypeError('x is not a function'))).toEqual({
      class: 'TypeError',
      message: 'x is not a function',
    });
    expect(
      describeError(Object.assign(new Error('connect refused 10.0.0.1'), { code: 'ECONNREFUSED' })),
    ).toEqual({
      class: 'Error',
      code: 'ECONNREFUSED',
    });
    expect(describeError('a string')).toEqual({ class: 'string' });
  });
});

describe('credentials in URLs', () => {
  afterEach(() => setLogSink(undefined));

  it('are removed from every logged field and error, and from stored error text', () => {
    const lines: LogEntry[] = [];
    setLogSink((entry) => lines.push(entry));
    // What fetch throws for a URL with credentials, and what an HTTP library may say.
    const refused = new TypeError(
      'Request cannot be constructed from a URL that includes credentials: http://user:s3cret-pw@hooks.example/leads',
    );
    const failed = Object.assign(new Error('getaddrinfo ENOTFOUND smtps://ops:s3cret-pw@mail'), {
      code: 'ENOTFOUND',
    });
    log('warn', 'delivery failed', {
      error: refused,
      url: 'https://ops:s3cret-pw@hooks.example/x',
      target: 'postgres://app:s3cret-pw@db.internal:5432/leads',
    });
    expect(JSON.stringify(lines)).not.toContain('s3cret-pw');
    expect(lines[0]).toMatchObject({
      url: 'https://[credentials removed]@hooks.example/x',
      target: 'postgres://[credentials removed]@db.internal:5432/leads',
    });
    expect(errorMessage(refused)).toBe(
      'Request cannot be constructed from a URL that includes credentials: http://[credentials removed]@hooks.example/leads',
    );
    expect(errorMessage(failed)).not.toContain('s3cret-pw');
    // Text that only looks like an address keeps its @.
    expect(errorMessage(new Error('mailbox ada@example.org refused'))).toBe(
      'mailbox ada@example.org refused',
    );
  });
});

describe('loggablePath', () => {
  it('keeps no draft id and no query string', () => {
    expect(loggablePath('/contact/retry/5f0c1e9a-4b7d-4c2e-9a31-0d6f1b2c3e4f')).toBe(
      '/contact/retry/[id]',
    );
    expect(loggablePath('/contact/retry/5f0c1e9a?x=1/y')).toBe(
      '/contact/retry/[id]?[query removed]',
    );
    expect(loggablePath('/api/internal/leads.csv?since=2026-01-01')).toBe(
      '/api/internal/leads.csv?[query removed]',
    );
    expect(loggablePath('/services/accessibility-audits')).toBe('/services/accessibility-audits');
  });
});

describe('log lines', () => {
  afterEach(() => setLogSink(undefined));

  it('are one JSON object each, request text escaped, retry-page ids removed from any field', () => {
    const printed: string[] = [];
    const original = console.info;
    console.info = (line: string) => printed.push(line);
    try {
      log('info', 'image failed', {
        path: '/_next/image?url=/a\n{"level":"error","msg":"forged"}',
        referrer: 'https://cairn.example/contact/retry/3f2a9c1e-secret?x=1',
      });
    } finally {
      console.info = original;
    }
    expect(printed).toHaveLength(1);
    expect(printed[0]!.split('\n')).toHaveLength(1);
    const entry = JSON.parse(printed[0]!) as Record<string, string>;
    expect(entry.path).toBe('/_next/image?url=/a\n{"level":"error","msg":"forged"}');
    expect(entry.referrer).toBe('https://cairn.example/contact/retry/[id]?x=1');
    expect(printed[0]).not.toContain('3f2a9c1e');
  });
});
