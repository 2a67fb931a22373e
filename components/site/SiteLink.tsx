'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

type Connection = { saveData?: boolean; effectiveType?: string; downlink?: number };
const connection = (): Connection | undefined => (navigator as Navigator & { connection?: Connection }).connection;

/** Below this estimate of the download speed (Mbit/s), a connection counts as slow. */
const SLOW_DOWNLINK = 2;

/**
 * Whether the browser says the connection is slow or metered: the visitor asked to save data, or
 * its estimate is below 4G or under 2 Mbit/s (Chromium's Network Information API; other browsers
 * say nothing, and prefetch as usual).
 */
function slowConnection(): boolean {
  const info = connection();
  if (!info) return false;
  return info.saveData === true || (info.effectiveType !== undefined && info.effectiveType !== '4g') || (info.downlink !== undefined && info.downlink < SLOW_DOWNLINK);
}

/**
 * Every link to a page of the site: Next's Link, which fetches the page it leads to ahead of a
 * click only once the visitor reaches for it (a pointer over it or a finger on it, or the keyboard's
 * focus), never for merely being on screen, and never on a slow or metered connection. Next's
 * default fetches every linked page that scrolls into view: 36 requests on loading the peaks page
 * at a desktop width, and on a phone every person of the members' list as it scrolls by, data
 * the visitor never asked for, competing with what they came for (the search page's index). A
 * click still opens the page at once; on a link not reached for first, it fetches then.
 */
export function SiteLink({ onPointerEnter, onFocus, prefetch, ...props }: ComponentProps<typeof Link>) {
  const [reachedFor, setReachedFor] = useState(false);
  // The connection is asked when the visitor reaches for the link, not watched by every link on the
  // page (the members' page has 93): a link reached for again asks again.
  const reach = () => {
    if (!slowConnection()) setReachedFor(true);
  };
  return (
    <Link
      {...props}
      prefetch={reachedFor && prefetch !== false ? (prefetch ?? null) : false}
      onPointerEnter={(event) => {
        reach();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        reach();
        onFocus?.(event);
      }}
    />
  );
}
