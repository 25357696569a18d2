import type { ContactOption } from '@/lib/contact-options';
import { getCollection } from './index';

/**
 * The interests a visitor can tick on the contact form: every service, then every solution, by
 * slug, named as the menu names it (`navLabel`, else the title). A page added to either
 * collection is offered, and accepted by POST /api/contact, with nothing else to change.
 */
export function contactInterests(): ContactOption[] {
  return (['services', 'solutions'] as const).flatMap((collection) =>
    getCollection(collection).map((entry) => ({ value: entry.slug, label: entry.label })),
  );
}
