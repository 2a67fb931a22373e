/** `gallery import <file>`: adds or overwrites items from a CSV or JSON file, all of it or nothing. */
import fs from 'node:fs';
import path from 'node:path';
import { GALLERY_COLLECTION, ImportFileError, newGalleryId, recordsFromFile, validateGalleryDocument, writeGalleryItems, type GalleryItem } from '@/lib/gallery/collection';
import { ToolError, parse, problemsLine, progressBar, type ToolIo } from './commandLine';
import { call, connect } from './firestore';
import { pictureChecker } from './pictureCheck';

export async function importFile(args: string[], io: ToolIo): Promise<number> {
  const { values, positionals } = parse('import', args, { 'dry-run': { type: 'boolean' } }, 1);
  const file = positionals[0];
  if (file === undefined) throw new ToolError('gallery import: which file? Usage: npm run gallery -- import <file.csv|file.json>', 2);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'cannot read it';
    throw new ToolError(`gallery import: ${file}: ${reason}.`);
  }
  let records;
  try {
    records = recordsFromFile(path.basename(file), text);
  } catch (error) {
    if (error instanceof ImportFileError) throw new ToolError(`gallery import: ${file}: ${error.message}`);
    throw error;
  }
  if (records.length === 0) throw new ToolError(`gallery import: ${file} holds no items.`);

  // Check every record before writing anything: a half-imported file is worse than none.
  const problems: string[] = [];
  const valid: { item: GalleryItem; hasId: boolean }[] = [];
  const seen = new Map<string, string>();
  const pictureProblem = pictureChecker(io);
  for (const record of records) {
    const hasId = record.id !== undefined;
    const result = validateGalleryDocument(hasId ? (record.id as string) : 'new-item', record.fields);
    const idNote = hasId ? ` (id ${JSON.stringify(record.id)})` : '';
    if (!result.ok) {
      problems.push(`${record.label}${idNote}: ${problemsLine(result.problems)}`);
      continue;
    }
    const picture = await pictureProblem(result.item);
    if (picture) {
      problems.push(`${record.label}${idNote}: ${picture}`);
      continue;
    }
    if (hasId) {
      const first = seen.get(result.item.id);
      if (first) problems.push(`${record.label}: repeats the id "${result.item.id}" of ${first}`);
      seen.set(result.item.id, record.label);
    }
    valid.push({ item: result.item, hasId });
  }
  if (problems.length > 0) {
    for (const problem of problems) io.stderr.write(`gallery import: ${file}: ${problem}\n`);
    throw new ToolError(`gallery import: ${problems.length} of ${records.length} records in ${file} are invalid; nothing was written.`);
  }
  if (values['dry-run']) {
    io.stderr.write(`gallery import: ${file}: all ${records.length} records are valid (dry run, nothing written).\n`);
    return 0;
  }

  const connection = await connect('import', io);
  try {
    const items = valid.map(({ item, hasId }) => (hasId ? item : { ...item, id: newGalleryId(connection.db) }));
    const tty = io.stderr.isTTY === true;
    io.stderr.write(`gallery import: writing ${items.length} items to ${connection.target.where}\n`);
    io.stderr.write(`${tty ? '\r' : ''}${progressBar(0, items.length)}${tty ? '' : '\n'}`);
    await writeGalleryItems(connection.db, items, {
      commit: (work) => call(connection, io, `write to the ${GALLERY_COLLECTION} collection of`, work),
      onProgress: (written) => io.stderr.write(`${tty ? '\r' : ''}${progressBar(written, items.length)}${tty ? '' : '\n'}`),
    });
    if (tty) io.stderr.write('\n');
    io.stdout.write(`imported ${items.length} items\n`);
    return 0;
  } finally {
    await connection.close();
  }
}
