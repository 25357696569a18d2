import { z } from 'zod';

/**
 * Public environment, validated once. Only variables prefixed NEXT_PUBLIC_ reach the browser;
 * server secrets live in server/env.ts.
 */
const schema = z.object({
  SITE_URL: z.url().optional(),
});

const parsed = schema.safeParse({ SITE_URL: process.env.SITE_URL || undefined });
if (!parsed.success) {
  throw new Error(
    `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
  );
}

export const env = parsed.data;

/** The canonical origin: SITE_URL in production, the local server otherwise. */
export const siteUrl = new URL(env.SITE_URL ?? 'http://localhost:3000');
