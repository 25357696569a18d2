import { auditReport } from './report';

// Written once at build time from the measured record: a file a buyer downloads as it is.
export const dynamic = 'force-static';

/** The accessibility audit of this site, with the record behind /why-cairn's figures. */
export function GET() {
  return new Response(auditReport(), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': 'inline; filename="cairn-digital-site-accessibility-audit.html"',
    },
  });
}
