import { enablePreview } from '@/server/preview/routes';

/** Turns a preview of an editor's branch on (server/preview/routes.ts, docs/preview.md). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return enablePreview(request);
}
