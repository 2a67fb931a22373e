'use client';

import { ErrorNotice } from '@/components/site/ErrorNotice';

/** Errors inside a page (including a script chunk that failed to load) render here, inside the site chrome. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorNotice error={error} lang="bn" />;
}
