'use client';

import { useEffect, useRef } from 'react';
import { chunkLoadFailure, chunkLoadMessage } from '@/lib/errors/chunkLoadFailure';
import type { errorsWords } from '@/content/en/errors';

type ErrorNoticeProps = {
  error: Error & { digest?: string };
  /** The notice's words in the page's language (the error boundary imports its own language's file). */
  words: (typeof errorsWords)['failure'];
  /** The home page of the page's edition. */
  homeHref: string;
};

/**
 * What a visitor sees when a page fails in the browser. A script chunk that did not load gets the
 * original site's message, "Loading chunk {id} failed"; anything else a short apology. Both offer
 * a full reload, which fetches the page and its scripts afresh.
 */
export function ErrorNotice({ error, words: say, homeHref }: ErrorNoticeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const chunk = chunkLoadFailure(error);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section role="alert" aria-labelledby="error-heading" className="container-page py-16">
      <p className="font-display text-sm uppercase tracking-[0.2em] text-navy-700">{say.eyebrow}</p>
      <h1 id="error-heading" ref={headingRef} tabIndex={-1} className="mt-2 text-4xl font-semibold focus:outline-none sm:text-5xl">
        {chunk ? chunkLoadMessage(chunk.chunkId) : say.heading}
      </h1>
      <p className="mt-4 max-w-prose text-lg">
        {chunk ? say.chunkBody : say.body}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" onClick={() => window.location.reload()} className="button-primary">
          {say.reload}
        </button>
        {/* A full page load on purpose: client navigation would reuse the scripts that just failed. */}
        <a href={homeHref} className="button-secondary">
          {say.home}
        </a>
      </div>
    </section>
  );
}
