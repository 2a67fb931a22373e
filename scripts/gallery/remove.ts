/** `gallery remove <id>`: deletes one item. */
import { GALLERY_COLLECTION, deleteGalleryItem, describeIssues, galleryIdSchema } from '@/lib/gallery/collection';
import { ToolError, parse, type ToolIo } from './commandLine';
import { call, connect } from './firestore';

export async function remove(args: string[], io: ToolIo): Promise<number> {
  const { positionals } = parse('remove', args, {}, 1);
  const id = positionals[0];
  if (id === undefined) throw new ToolError('gallery remove: which item? Usage: npm run gallery -- remove <id> (ids: npm run gallery -- list)', 2);
  const idCheck = galleryIdSchema.safeParse(id);
  if (!idCheck.success) throw new ToolError(`gallery remove: id ${describeIssues(idCheck.error.issues).join('; ')}`);
  const connection = await connect('remove', io);
  try {
    try {
      await call(connection, io, `delete from the ${GALLERY_COLLECTION} collection of`, deleteGalleryItem(connection.db, id));
    } catch (error) {
      if ((error as { code?: unknown }).code === 5) {
        throw new ToolError(`gallery remove: no item with id "${id}" in ${connection.target.where}.`);
      }
      throw error;
    }
    io.stdout.write(`removed ${id}\n`);
    return 0;
  } finally {
    await connection.close();
  }
}
