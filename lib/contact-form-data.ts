/**
 * What the contact form's page code needs on every page, without zod (the fields themselves are
 * the schema's, lib/contact-schema.ts, loaded when the form is first used).
 */

/** The form's hidden field that carries an Idempotency-Key when the form is posted natively. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';
