import { getServerContext } from '@/server/context';
import { handleContact } from '@/server/leads/contact';

/** The contact form's endpoint (issue 3); the logic lives in server/leads. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleContact(request, getServerContext);
}
