import Link from 'next/link';
import type { Edition } from '@/lib/edition';
import { routes } from '@/lib/routes';
import { Section } from '@/components/site/Section';

/**
 * How to ask for a correction or removal: a short section that sends the reader to the contact
 * page. It promises nothing beyond the words given (the club has stated no process).
 */
export function CorrectionNote({
  ed,
  id,
  heading,
  before,
  link,
  after,
}: {
  ed: Edition;
  /** The section's id (its heading is `<id>-heading`). */
  id: string;
  heading: string;
  before: string;
  link: string;
  after: string;
}) {
  return (
    <Section id={id} heading={heading} size="aside" data-correction="" className="max-w-prose rounded-xl border-l-4 border-navy-700/40 bg-sky-200/30 px-5 py-4">
      <p className="mt-2 text-slate-800">
        {before}{' '}
        <Link href={ed.path(routes.contact)} className="link">
          {link}
        </Link>
        {after}
      </p>
    </Section>
  );
}
