'use client';

import './globals.css';
import { errorsWords } from '@/content/en/errors';
import { ErrorNotice } from '@/components/site/ErrorNotice';
import { routes } from '@/lib/routes';

/** Errors in the root layout itself replace the whole document, so this brings its own html and body. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en-IN">
      <body className="min-h-dvh">
        <main>
          <ErrorNotice error={error} words={errorsWords.failure} homeHref={routes.home} />
        </main>
      </body>
    </html>
  );
}
