/** `gallery add`: one new item, checked as the build checks it before anything is written. */
import { GALLERY_COLLECTION, createGalleryItem, newGalleryId, validateGalleryDocument, type GalleryItem } from '@/lib/gallery/collection';
import { ToolError, numberOrText, parse, problemsLine, type ToolIo } from './commandLine';
import { call, connect } from './firestore';
import { pictureChecker } from './pictureCheck';

export async function add(args: string[], io: ToolIo): Promise<number> {
  const { values } = parse(
    'add',
    args,
    {
      title: { type: 'string' },
      img: { type: 'string' },
      alt: { type: 'string' },
      width: { type: 'string' },
      height: { type: 'string' },
      order: { type: 'string' },
      'taken-at': { type: 'string' },
      expedition: { type: 'string' },
      id: { type: 'string' },
    },
    0,
  );
  const fields: Record<string, unknown> = { title: values.title, img: values.img };
  if (values.alt !== undefined) fields.alt = values.alt;
  if (values.width !== undefined) fields.width = numberOrText(values.width as string);
  if (values.height !== undefined) fields.height = numberOrText(values.height as string);
  if (values.order !== undefined) fields.order = numberOrText(values.order as string);
  if (values['taken-at'] !== undefined) fields.takenAt = values['taken-at'];
  if (values.expedition !== undefined) fields.expedition = values.expedition;
  const givenId = values.id as string | undefined;
  // Validate before connecting, so that bad input never needs a database to be reported.
  const check = validateGalleryDocument(givenId ?? 'new-item', fields);
  if (!check.ok) throw new ToolError(`gallery add: ${problemsLine(check.problems)}`);
  const pictureProblem = await pictureChecker(io)(check.item);
  if (pictureProblem) throw new ToolError(`gallery add: ${pictureProblem}; the build would skip this document.`);

  const connection = await connect('add', io);
  try {
    const id = givenId ?? newGalleryId(connection.db);
    const item: GalleryItem = { ...check.item, id };
    try {
      await call(connection, io, `write to the ${GALLERY_COLLECTION} collection of`, createGalleryItem(connection.db, item));
    } catch (error) {
      if ((error as { code?: unknown }).code === 6) {
        throw new ToolError(`gallery add: an item with id "${id}" already exists; remove it first or choose another --id.`);
      }
      throw error;
    }
    io.stdout.write(`${id}\n`);
    io.stderr.write(`gallery add: added "${item.title}" as ${id} to ${connection.target.where}.\n`);
    return 0;
  } finally {
    await connection.close();
  }
}
