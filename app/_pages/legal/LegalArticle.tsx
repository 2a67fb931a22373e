import type { LegalPage } from '@/lib/schema/legal';

/** A legal page's sections (the record is already in its edition's language). */
export function LegalArticle({ page }: { page: LegalPage }) {
  return (
    <article className="container-page py-12">
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-8 first:mt-0">
          <h2 className="text-2xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 max-w-prose">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
