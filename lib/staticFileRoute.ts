import { fileNameOf } from '@/lib/routes';

/**
 * A route handler that writes one file per item into the static export (`out/<folder>/<file>`):
 * the PDFs, artwork, calendar files and social cards. Each item's file name comes from the address
 * the pages link to (`hrefs` in lib/routes.ts), so a link and its file cannot drift apart. There is
 * no server, so an unknown name only matters during the build, where it answers 404.
 */
type StaticFileSpec<T> = {
  items: () => readonly T[];
  /** The address pages link to, from `hrefs`, e.g. `/pdf/expeditions/Everest-2010.pdf`. */
  href: (item: T) => string;
  /** The file's bytes or text, or a complete Response (next/og's ImageResponse). */
  render: (item: T) => Promise<Uint8Array | string | Response> | Uint8Array | string | Response;
  /** The file's media type, for every item or by item (a folder may hold several kinds). */
  contentType?: string | ((item: T) => string);
};

type FileParams = { params: Promise<{ file: string }> };

export function staticFileRoute<T>({ items, href, render, contentType }: StaticFileSpec<T>) {
  const fileName = (item: T) => fileNameOf(href(item));
  return {
    generateStaticParams: () => items().map((item) => ({ file: fileName(item) })),
    GET: async (_request: Request, { params }: FileParams): Promise<Response> => {
      const { file } = await params;
      const item = items().find((candidate) => fileName(candidate) === file);
      if (item === undefined) return new Response('Not found', { status: 404 });
      const body = await render(item);
      if (body instanceof Response) return body;
      const type = typeof contentType === 'function' ? contentType(item) : contentType;
      return new Response(typeof body === 'string' ? body : Buffer.from(body), { headers: type ? { 'Content-Type': type } : {} });
    },
  };
}
