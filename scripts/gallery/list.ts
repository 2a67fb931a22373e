/** `gallery list`: every document, in the build's order, with what the build will do with it. */
import { GALLERY_COLLECTION, describeSkipped, documentFieldsOf, fetchGallery, type GalleryItem } from '@/lib/gallery/collection';
import { IMAGE_CACHE_DIR, describePublishedSize, isRemoteSource, mapBounded, publishedSize } from '@/lib/images';
import { cell, parse, type ToolIo } from './commandLine';
import { call, connect } from './firestore';
import { pictureChecker } from './pictureCheck';

export async function list(args: string[], io: ToolIo): Promise<number> {
  const { values } = parse('list', args, { json: { type: 'boolean' }, sizes: { type: 'boolean' } }, 0);
  const connection = await connect('list', io);
  try {
    const read = await call(connection, io, `read the ${GALLERY_COLLECTION} collection from`, fetchGallery(connection.db));
    const pictureProblem = pictureChecker(io);
    // Every document with what the build will do with it: valid ones in the build's order, then the invalid ones by id.
    /** `item` is set when the build would publish the document; `fields` are what the table shows. */
    type Row = { id: string; fields: Readonly<Record<string, unknown>>; item?: GalleryItem; problems: string[] };
    const valid = await mapBounded(read.items, 8, async (item): Promise<Row> => {
      const problem = await pictureProblem(item);
      const fields = { ...item };
      return problem === undefined ? { id: item.id, fields, item, problems: [] } : { id: item.id, fields, problems: [problem] };
    });
    const rows: Row[] = [...valid, ...read.skipped.map((skipped) => ({ id: skipped.id, fields: skipped.data ?? {}, problems: skipped.problems }))];
    const published = rows.flatMap((row) => (row.item ? [row.item] : []));
    if (values.json) {
      // Importable as it is: `npm run gallery -- import` takes this file back.
      for (const row of rows) if (!row.item) io.stderr.write(`${describeSkipped({ id: row.id, problems: row.problems })}\n`);
      io.stdout.write(`${JSON.stringify(published.map((item) => ({ id: item.id, ...documentFieldsOf(item) })), null, 2)}\n`);
    } else {
      io.stdout.write(`id\torder\ttitle\timg\tbuild${values.sizes ? '\tpublished' : ''}\n`);
      for (const row of rows) {
        const build = !row.item ? `SKIPPED: ${row.problems.join('; ')}` : isRemoteSource(row.item.img) ? 'ok if the build can download it' : 'ok';
        // What each photo costs a visitor once published (encoded through the build's cache).
        const size = values.sizes ? `\t${row.item ? describePublishedSize(await publishedSize(row.item.img, { cacheDir: IMAGE_CACHE_DIR, publicDir: io.publicDir ?? 'public' })) : '-'}` : '';
        io.stdout.write(`${cell(row.id)}\t${cell(row.fields.order)}\t${cell(row.fields.title)}\t${cell(row.fields.img)}\t${build}${size}\n`);
      }
    }
    const skipped = rows.length - published.length;
    const skippedNote = skipped > 0 ? `; ${skipped} ${skipped === 1 ? 'document' : 'documents'} would be skipped by the build` : '';
    io.stderr.write(`gallery list: ${published.length} items in ${connection.target.where}${skippedNote}.\n`);
    return 0;
  } finally {
    await connection.close();
  }
}
