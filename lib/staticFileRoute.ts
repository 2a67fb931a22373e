/**
 * A route handler that writes one file per item into the static export (`out/<folder>/<file>`):
 * the PDFs, artwork, calendar files and social cards. There is no server, so an unknown name only
 * matters during the build, where it answers 404.
 */
type StaticFileSpec<T> = {
  items: () => readonly T[];
  /** The file's name in its folder, e.g. `Everest-2010.pdf`. */
  fileName: (item: T) => string;
  /** The file's bytes or text, or a complete Response (next/og's ImageResponse). */
  render: (item: T) => Promise<Uint8Array | string | Response> | Uint8Array | string | Response;
  contentType?: string;
};

type FileParams = { params: Promise<{ file: string }> };

export function staticFileRoute<T>({ items, fileName, render, contentType }: StaticFileSpec<T>) {
  return {
    generateStaticParams: () => items().map((item) => ({ file: fileName(item) })),
    GET: async (_request: Request, { params }: FileParams): Promise<Response> => {
      const { file } = await params;
      const item = items().find((candidate) => fileName(candidate) === file);
      if (item === undefined) return new Response('Not found', { status: 404 });
      const body = await render(item);
      if (body instanceof Response) return body;
      return new Response(typeof body === 'string' ? body : Buffer.from(body), { headers: contentType ? { 'Content-Type': contentType } : {} });
    },
  };
}
