import { getServerContext } from '@/server/boot';
import { handleContactForm } from '@/server/leads/form';
import { handleContact } from '@/server/leads/json';

/**
 * The contact form's endpoint; the logic lives in server/leads. JSON from the scripted form, a
 * plain form post (no scripts) answered with redirects: two adapters over one `submitLead()`.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    return handleContactForm(request, getServerContext);
  }
  return handleContact(request, getServerContext);
}
