import { exitPreview } from '@/server/preview/routes';

/** Leaves a preview: draft mode off, back to the published page (a link, so GET). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return exitPreview(request);
}
