/**
 * The maintainers' gallery tool behind `npm run gallery -- <command>` (entry: scripts/gallery.ts).
 * It talks to the configured Firestore or an emulator, and validates exactly as the build does:
 * validateGalleryDocument for the fields, and for a site path the build's own check of the file
 * (imageProblemBeforeDownload in lib/images). It imports no server-only module: it runs outside Next.js.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  DEFAULT_EMULATOR_PROJECT_ID,
  ENV,
  FIRESTORE_TIMEOUT_MS,
  GALLERY_COLLECTION,
  GALLERY_SEED_FILE,
  GallerySourceError,
  ImportFileError,
  checkFirestoreAccess,
  createGalleryItem,
  deleteGalleryItem,
  describeIssues,
  describeSkipped,
  documentFieldsOf,
  explainFirestoreError,
  fetchGallery,
  galleryIdSchema,
  gallerySeed,
  newGalleryId,
  openFirestore,
  recordsFromFile,
  resolveFirestoreTarget,
  seedEmulator,
  startEmulator,
  validateGalleryDocument,
  withTimeout,
  writeGalleryItems,
  type FirestoreConnection,
  type GalleryItem,
} from '@/lib/gallery/collection';
import { IMAGE_CACHE_DIR, describePublishedSize, imageProblemBeforeDownload, isRemoteSource, mapBounded, publishedSize } from '@/lib/images';

export interface ToolOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface ToolIo {
  stdout: ToolOutput;
  stderr: ToolOutput;
  env: Readonly<Record<string, string | undefined>>;
  /** Bound for each Firestore call; FIRESTORE_TIMEOUT_MS by default. */
  timeoutMs?: number;
  /** Resolves when the `emulator` command should stop (default: on SIGINT/SIGTERM). */
  untilStopped?: () => Promise<void>;
  /** The folder site paths name files in, as the build's; `public` by default. */
  publicDir?: string;
}

export const USAGE = `Usage: npm run gallery -- <command> [options]

Commands:
  list [--json] [--sizes]             every document, in the build's order, marked with what the
                                      build will do: ok, or SKIPPED and why (bad fields, a site
                                      path with no usable file; https: images are only checked
                                      when the build downloads them); --json prints the documents
                                      the build would publish; --sizes adds what each photo
                                      weighs once published
  add --title <text> --img <url> [--alt <text>] [--width <px> --height <px>]
      [--order <number>] [--taken-at <YYYY[-MM[-DD]]>] [--expedition <slug>] [--id <id>]
                                      add one item; prints its id
  remove <id>                         delete one item
  import <file.csv|file.json> [--dry-run]
                                      add or overwrite items from a file (all rows are checked
                                      before anything is written); CSV needs a header row:
                                      id,title,img,alt,width,height,order,takenAt,expedition
  emulator [--port <n>] [--empty]     run an in-process Firestore emulator holding ${GALLERY_SEED_FILE}
                                      (or nothing, with --empty) until Ctrl-C
  help                                this text

Images: an https: URL, or a site path such as /gallery/photo.jpg (a file under public/, which
add and import check exists and is a readable image, as the build does).
Expedition: the slug of its report, as in its address (Everest-2010).

Which Firestore (environment):
  ${ENV.emulatorHost}=host:port       an emulator
  ${ENV.serviceAccount}=<key JSON>      the live database, with ${ENV.projectId}
  ${ENV.credentialsFile}=<file>   the live database, from a key file
`;

/** A failure to report as one line and exit with `code` (1: bad input or Firestore; 2: usage). */
class ToolError extends Error {
  constructor(
    message: string,
    readonly code: 1 | 2 = 1,
  ) {
    super(message);
  }
}

const SUBCOMMANDS = ['list', 'add', 'remove', 'import', 'emulator', 'help'] as const;
type Subcommand = (typeof SUBCOMMANDS)[number];

/** `[##########--------------]  40/100` */
export function progressBar(done: number, total: number, width = 24): string {
  const share = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(share * width);
  const count = String(total).length;
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(done).padStart(count)}/${total}`;
}

/** Command-line numbers stay text when they are not numbers, so that the schema names the problem. */
function numberOrText(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
}

function parse(command: string, args: string[], options: NonNullable<ParseArgsConfig['options']>, positionals: number) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: positionals > 0, strict: true });
  } catch (error) {
    throw new ToolError(`gallery ${command}: ${error instanceof Error ? error.message : String(error)}`, 2);
  }
  if (parsed.positionals.length > positionals) {
    throw new ToolError(`gallery ${command}: unexpected argument "${parsed.positionals[positionals]}"`, 2);
  }
  return parsed;
}

/** Connects to the configured Firestore, or explains which variables to set. */
async function connect(command: string, io: ToolIo): Promise<FirestoreConnection> {
  const target = resolveFirestoreTarget(io.env);
  if (!target) {
    throw new ToolError(
      `gallery ${command}: no Firestore configured. Set ${ENV.emulatorHost}=host:port for an emulator ` +
        `(start one with: npm run gallery -- emulator), or ${ENV.serviceAccount} (with ${ENV.projectId}) ` +
        `or ${ENV.credentialsFile} for the live database.`,
    );
  }
  const connection = openFirestore(target);
  try {
    await checkFirestoreAccess(connection, io.timeoutMs ?? FIRESTORE_TIMEOUT_MS);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return connection;
}

/** Runs one Firestore call within the time bound, turning failures into one clear line. */
async function call<T>(connection: FirestoreConnection, io: ToolIo, action: string, work: Promise<T>): Promise<T> {
  try {
    return await withTimeout(work, io.timeoutMs ?? FIRESTORE_TIMEOUT_MS, connection.target);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 5 || code === 6) throw error; // NOT_FOUND / ALREADY_EXISTS: the command explains these
    throw explainFirestoreError(error, connection.target, action);
  }
}

/**
 * Why the build would skip an item's picture, as far as it is known without downloading, asked once
 * per picture (a gallery often names one file many times): "img names a file that does not exist (…)".
 */
function pictureChecker(io: ToolIo): (item: GalleryItem) => Promise<string | undefined> {
  const publicDir = io.publicDir ?? 'public';
  const problems = new Map<string, Promise<string | undefined>>();
  return async (item) => {
    let problem = problems.get(item.img);
    if (!problem) problems.set(item.img, (problem = imageProblemBeforeDownload(item.img, publicDir)));
    const reason = await problem;
    return reason === undefined ? undefined : `img ${reason}`;
  };
}

/** A table cell: tabs and line breaks would break the table's rows and columns. */
function cell(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).replace(/[\t\r\n]+/g, ' ') : '-';
}

async function list(args: string[], io: ToolIo): Promise<number> {
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

function problemsLine(problems: readonly string[]): string {
  return problems.join('; ');
}

async function add(args: string[], io: ToolIo): Promise<number> {
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

async function remove(args: string[], io: ToolIo): Promise<number> {
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

async function importFile(args: string[], io: ToolIo): Promise<number> {
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

function waitForSignal(): Promise<void> {
  return new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
}

async function emulator(args: string[], io: ToolIo): Promise<number> {
  const { values } = parse('emulator', args, { port: { type: 'string' }, empty: { type: 'boolean' } }, 0);
  let port: number | undefined;
  if (values.port !== undefined) {
    port = Number(values.port);
    if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new ToolError(`gallery emulator: --port must be a port number, not "${values.port}"`, 2);
  }
  // Seed under the project id that clients will use (FIREBASE_PROJECT_ID or the emulator default).
  const projectId = io.env[ENV.projectId]?.trim() || DEFAULT_EMULATOR_PROJECT_ID;
  const running = await startEmulator({ port, source: ENV.emulatorHost, projectId });
  try {
    if (!values.empty) await seedEmulator(running, gallerySeed);
    io.stdout.write(`${ENV.emulatorHost}=${running.host}\n`);
    io.stderr.write(
      `gallery emulator: listening on ${running.host} (project ${projectId}) with ${values.empty ? 'an empty gallery' : `${gallerySeed.length} items from ${GALLERY_SEED_FILE}`}; ` +
        `in another shell: export ${ENV.emulatorHost}=${running.host}. Ctrl-C stops it (its data is kept in memory only).\n`,
    );
    await (io.untilStopped ?? waitForSignal)();
    return 0;
  } finally {
    await running.stop();
  }
}

/** Runs one command; returns the exit code (0 done, 1 bad input or Firestore failure, 2 usage). */
export async function runGalleryTool(argv: readonly string[], io: ToolIo): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
      (command === undefined ? io.stderr : io.stdout).write(USAGE);
      return command === undefined ? 2 : 0;
    }
    if (!(SUBCOMMANDS as readonly string[]).includes(command)) {
      throw new ToolError(`gallery: unknown command "${command}" (commands: ${SUBCOMMANDS.join(', ')}; see npm run gallery -- help)`, 2);
    }
    switch (command as Subcommand) {
      case 'list':
        return await list(args, io);
      case 'add':
        return await add(args, io);
      case 'remove':
        return await remove(args, io);
      case 'import':
        return await importFile(args, io);
      case 'emulator':
        return await emulator(args, io);
      default:
        io.stdout.write(USAGE);
        return 0;
    }
  } catch (error) {
    if (error instanceof ToolError) {
      io.stderr.write(`${error.message}\n`);
      return error.code;
    }
    if (error instanceof GallerySourceError) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    io.stderr.write(`gallery ${command}: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
