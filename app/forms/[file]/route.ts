import { baseRecords } from '@/lib/content';
import { courseFormBytes } from '@/lib/pdf/courseFormBytes';
import { hrefs } from '@/lib/routes';
import { staticFileRoute } from '@/lib/staticFileRoute';

// Rendered once at build time into out/forms/<slug>.pdf.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const { generateStaticParams, GET } = staticFileRoute({
  items: () => baseRecords.courses,
  href: (course) => hrefs.courseForm(course.slug),
  render: (course) => courseFormBytes(course),
  contentType: 'application/pdf',
});
