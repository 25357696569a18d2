import type { ContactOption } from '@/lib/contact-options';
import { getCollection, getEntry } from './index';

/**
 * The interests a visitor can tick on the contact form: every service, then every solution, by
 * slug, named as the menu names it (`navLabel`, else the title), then support and maintenance
 * (a page of its own, and one of What We Do). A page added to either collection is offered, and
 * accepted by POST /api/contact, with nothing else to change.
 */
export function contactInterests(): ContactOption[] {
  const support = getEntry('pages', 'support');
  return [
    ...(['services', 'solutions'] as const).flatMap((collection) =>
      getCollection(collection).map((entry) => ({ value: entry.slug, label: entry.label })),
    ),
    { value: support.slug, label: support.label },
  ];
}
