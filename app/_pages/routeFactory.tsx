import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/lang';

/**
 * The twin route files of a page (app/(en)/<route>/page.tsx and app/(bn)/bn/<route>/page.tsx)
 * differ only in their language, so both come from here: a route file names its language and its
 * room, and exports what this returns. Route segment settings Next reads statically
 * (`dynamicParams`, `generateStaticParams`) stay plain declarations in the route files.
 */

/** A page composed once for any edition: app/_pages/<room>/<Room>Page.tsx. */
export interface Room {
  metadata(lang: Lang): Metadata | Promise<Metadata>;
  Page(props: { lang: Lang }): ReactNode | Promise<ReactNode>;
}

/** A page with one page per slug (the report pages). */
export interface SlugRoom {
  metadata(lang: Lang, slug: string): Metadata | Promise<Metadata>;
  Page(props: { lang: Lang; slug: string }): ReactNode | Promise<ReactNode>;
}

/** `generateMetadata` and the page of one room in one edition. */
export function roomRoute(lang: Lang, room: Room) {
  return {
    generateMetadata: () => room.metadata(lang),
    Page: function RoomRoute() {
      return <room.Page lang={lang} />;
    },
  };
}

type SlugProps = { params: Promise<{ slug: string }> };

/** `generateMetadata` and the page of a slug room in one edition. */
export function slugRoomRoute(lang: Lang, room: SlugRoom) {
  return {
    generateMetadata: async ({ params }: SlugProps) => room.metadata(lang, (await params).slug),
    Page: async function SlugRoomRoute({ params }: SlugProps) {
      return <room.Page lang={lang} slug={(await params).slug} />;
    },
  };
}
