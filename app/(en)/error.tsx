'use client';

import { errorsWords } from '@/content/en/errors';
import { ErrorNotice } from '@/components/site/ErrorNotice';
import { pathIn } from '@/lib/i18n/lang';
import { routes } from '@/lib/routes';

/** Errors inside a page (including a script chunk that failed to load) render here, inside the site chrome. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorNotice error={error} words={errorsWords.failure} homeHref={pathIn('en', routes.home)} />;
}
