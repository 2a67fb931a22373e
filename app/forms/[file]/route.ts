import { courses } from '@/lib/content/courses';
import { courseFormBytes } from '@/lib/pdf/courseFormBytes';

// Rendered once at build time into out/forms/<slug>.pdf.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return courses.map((course) => ({ file: `${course.slug}.pdf` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const course = courses.find((candidate) => `${candidate.slug}.pdf` === file);
  if (!course) return new Response('Not found', { status: 404 });
  const bytes = await courseFormBytes(course);
  return new Response(Buffer.from(bytes), { headers: { 'Content-Type': 'application/pdf' } });
}
