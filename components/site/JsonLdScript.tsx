import type { JsonLd } from '@/lib/structuredData';

/** Emits JSON-LD; `<` is escaped so a title can never close the script element. */
export function JsonLdScript({ data }: { data: JsonLd | readonly JsonLd[] }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
