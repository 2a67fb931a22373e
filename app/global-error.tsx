'use client';

import './globals.css';
import { ErrorNotice } from '@/components/site/ErrorNotice';

/** Errors in the root layout itself replace the whole document, so this brings its own html and body. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en-IN">
      <body className="min-h-dvh">
        <main>
          <ErrorNotice error={error} lang="en" />
        </main>
      </body>
    </html>
  );
}
