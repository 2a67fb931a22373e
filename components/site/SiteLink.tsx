'use client';

import Link from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';

type Connection = { saveData?: boolean; effectiveType?: string; downlink?: number; addEventListener?(type: 'change', listener: () => void): void; removeEventListener?(type: 'change', listener: () => void): void };
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

function subscribe(onChange: () => void) {
  const info = connection();
  info?.addEventListener?.('change', onChange);
  return () => info?.removeEventListener?.('change', onChange);
}

/**
 * A link of the site's chrome (header, menu, footer) and of the search page: Next's Link, whose
 * prefetching of the pages it leads to waits until the page has hydrated, and is held on a slow or
 * metered connection, where it would compete with what the visitor came for (the search page's
 * index) and spend their data. Pages still open at once on a click; they are only not fetched ahead.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  const held = useSyncExternalStore(subscribe, slowConnection, () => true);
  return <Link {...props} prefetch={held ? false : props.prefetch} />;
}
