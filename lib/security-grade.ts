/**
 * The grade securityheaders.com gives a response, computed from its headers by the scanner's
 * published rules: it looks for six headers (below), and gives A+ when all six are there and it
 * has no warning to raise, A when all six are there with a warning. Its warnings that a header
 * can earn here: 'unsafe-inline' or 'unsafe-eval' in the policy's script-src (default-src when
 * there is none), and a header sent twice. Below A the scanner's weighting is not published, so
 * a response missing a header is graded "below A", naming what is missing, never a guessed letter.
 */
export const GRADED_HEADERS = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Frame-Options',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
] as const;

export type HeaderGrade = 'A+' | 'A' | 'below A';

export interface GradedHeaders {
  grade: HeaderGrade;
  /** The graded headers the response sent, in the scanner's order. */
  present: string[];
  missing: string[];
  warnings: string[];
}

/** The response's headers as name/value pairs, repeats kept (a header sent twice is a warning). */
export function gradeHeaders(headers: readonly { name: string; value: string }[]): GradedHeaders {
  const values = (name: string) =>
    headers.filter((h) => h.name.toLowerCase() === name.toLowerCase()).map((h) => h.value);
  const present = GRADED_HEADERS.filter((name) => values(name).length > 0);
  const missing = GRADED_HEADERS.filter((name) => values(name).length === 0);
  const warnings: string[] = [];
  for (const name of present) {
    if (values(name).length > 1) warnings.push(`${name} is sent ${values(name).length} times`);
  }
  const policy = values('Content-Security-Policy')[0];
  if (policy) {
    const directives = new Map(
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map((parts) => [parts[0]!.toLowerCase(), parts.slice(1)] as const),
    );
    const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
    for (const source of ["'unsafe-inline'", "'unsafe-eval'"]) {
      if (scripts.includes(source)) warnings.push(`script-src allows ${source}`);
    }
  }
  const grade: HeaderGrade = missing.length ? 'below A' : warnings.length ? 'A' : 'A+';
  return { grade, present: [...present], missing: [...missing], warnings };
}
