/**
 * What the contact form needs only once it is used, loaded then (components/contact/
 * use-contact-form.ts `warm`), not with every page: the shared schema (and zod), the request and
 * reCAPTCHA's loader.
 */
export {
  contactSchema,
  contactValuesFrom,
  fieldErrorsOf,
  visibleFieldErrors,
} from '@/lib/contact-schema';
export { keepsIdempotencyKey, newIdempotencyKey, sendContact } from './submit';
export { loadRecaptcha, recaptchaToken } from '@/integrations/recaptcha/client';
