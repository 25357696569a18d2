import { getServerContext } from '@/server/boot';
import { handleContact } from '@/server/leads/contact';
import { handleContactForm } from '@/server/leads/form';

/**
 * The contact form's endpoint; the logic lives in server/leads. JSON from the scripted
 * form; a plain form post (no scripts) goes through the same pipeline and is answered with
 * redirects.
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
