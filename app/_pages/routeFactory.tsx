import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { edition, type Edition } from '@/lib/edition';
import type { Lang } from '@/lib/i18n/lang';
import { SiteLayout, siteMetadata, siteViewport } from './siteLayout/SiteLayout';

/**
 * The twin route files of a page (app/(en)/<route>/page.tsx and app/(bn)/bn/<route>/page.tsx)
 * differ only in their language, so both come from here: a route file names its language and its
 * room, and exports what this returns. This is where the edition door is opened: a room receives
 * its edition and never looks anything up by language itself. Route segment settings Next reads
 * statically (`dynamicParams`, `generateStaticParams`) stay plain declarations in the route files.
 */

/** A page composed once for any edition: app/_pages/<room>/<Room>Page.tsx. */
export interface Room {
  metadata(ed: Edition): Metadata | Promise<Metadata>;
  Page(props: { ed: Edition }): ReactNode | Promise<ReactNode>;
}

/** A page with one page per slug (reports, peaks, people). */
export interface SlugRoom {
  metadata(ed: Edition, slug: string): Metadata | Promise<Metadata>;
  Page(props: { ed: Edition; slug: string }): ReactNode | Promise<ReactNode>;
}

/** `generateMetadata` and the page of one room in one edition. */
export function roomRoute(lang: Lang, room: Room) {
  const ed = edition(lang);
  return {
    generateMetadata: () => room.metadata(ed),
    Page: function RoomRoute() {
      return <room.Page ed={ed} />;
    },
  };
}

type SlugProps = { params: Promise<{ slug: string }> };

/** `generateMetadata` and the page of a slug room in one edition. */
export function slugRoomRoute(lang: Lang, room: SlugRoom) {
  const ed = edition(lang);
  return {
    generateMetadata: async ({ params }: SlugProps) => room.metadata(ed, (await params).slug),
    Page: async function SlugRoomRoute({ params }: SlugProps) {
      return <room.Page ed={ed} slug={(await params).slug} />;
    },
  };
}

/** The root layout of one edition: its metadata defaults, viewport and document. */
export function layoutRoute(lang: Lang) {
  const ed = edition(lang);
  return {
    metadata: siteMetadata(ed),
    viewport: siteViewport satisfies Viewport,
    Layout: function EditionLayout({ children }: { children: ReactNode }) {
      return <SiteLayout ed={ed}>{children}</SiteLayout>;
    },
  };
}
