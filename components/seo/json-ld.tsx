import { serializeLd } from '@/components/seo/structured-data';

/** Structured data for search engines; not executable, so a strict CSP does not apply to it. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeLd(data) }} />
  );
}
