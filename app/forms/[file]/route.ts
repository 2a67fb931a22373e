import { edition } from '@/lib/edition';
import { langs } from '@/lib/i18n/lang';
import { courseFormBytes } from '@/lib/pdf/courseFormBytes';
import { courseFormLink, editionHasOwnForm } from '@/lib/pdf/courseFormLink';
import { staticFileRoute } from '@/lib/staticFileRoute';

// Rendered once at build time into out/forms/<slug>.pdf, and each other edition's own form into
// out/forms/<slug>.<lang>.pdf (the club's own form, once there is one, is the base edition's file).
export const dynamic = 'force-static';
export const dynamicParams = false;

export const { generateStaticParams, GET } = staticFileRoute({
  items: () => langs.flatMap((lang) => edition(lang).courses.filter((course) => editionHasOwnForm(edition(lang), course)).map((course) => ({ ed: edition(lang), course }))),
  href: ({ ed, course }) => courseFormLink(ed, course).href,
  render: ({ ed, course }) => courseFormBytes(ed, course),
  contentType: 'application/pdf',
});
