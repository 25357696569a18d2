import { enablePreview } from '@/lib/preview/routes';

/** Turns a preview of an editor's branch on (lib/preview/routes.ts, docs/preview.md). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return enablePreview(request);
}
