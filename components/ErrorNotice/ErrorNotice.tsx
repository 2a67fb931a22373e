'use client';

import { useEffect, useRef } from 'react';
import { chunkLoadFailure, chunkLoadMessage } from '@/lib/errors/chunkLoadFailure';

type ErrorNoticeProps = { error: Error & { digest?: string } };

/**
 * What a visitor sees when a page fails in the browser. A script chunk that did not load gets the
 * original site's message, "Loading chunk {id} failed"; anything else a short apology. Both offer
 * a full reload, which fetches the page and its scripts afresh.
 */
export function ErrorNotice({ error }: ErrorNoticeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const chunk = chunkLoadFailure(error);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section role="alert" aria-labelledby="error-heading" className="container-page py-16">
      <p className="font-display text-sm uppercase tracking-[0.2em] text-navy-700">Something went wrong</p>
      <h1 id="error-heading" ref={headingRef} tabIndex={-1} className="mt-2 text-4xl font-semibold focus:outline-none sm:text-5xl">
        {chunk ? chunkLoadMessage(chunk.chunkId) : 'This page could not be shown'}
      </h1>
      <p className="mt-4 max-w-prose text-lg">
        {chunk
          ? 'Part of this page did not download, perhaps because the connection dropped or the site was just updated. Reloading usually fixes it.'
          : 'Sorry, something on this page stopped working. Reloading the page usually fixes it.'}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" onClick={() => window.location.reload()} className="button-primary">
          Reload
        </button>
        {/* A full page load on purpose: client navigation would reuse the scripts that just failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="button-secondary">
          Go to the home page
        </a>
      </div>
    </section>
  );
}
