/**
 * What the contact form needs only once it is used, loaded then (components/contact/
 * use-contact-form.ts `warm`), not with every page: the shared schema (and zod) and the request.
 */
export { contactSchema, fieldErrorsOf } from '@/lib/contact-schema';
export { keepsIdempotencyKey, newIdempotencyKey, sendContact } from './submit';
