import 'server-only';
import { contactInterests } from '@/content/contact-interests';
import { contactSchemaFor, type ContactSchema } from '@/lib/contact-schema';

let schema: ContactSchema | undefined;

/** The contact schema POST /api/contact validates with: the interests of the collections. */
export function leadSchema(): ContactSchema {
  return (schema ??= contactSchemaFor(contactInterests().map((option) => option.value)));
}
