import { exitPreview } from '@/lib/preview/routes';

/** Leaves a preview: draft mode off, back to the published page. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return exitPreview(request);
}

export function POST(request: Request): Promise<Response> {
  return exitPreview(request);
}
