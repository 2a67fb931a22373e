/**
 * The maintainers' gallery tool behind `npm run gallery -- <command>` (entry: scripts/gallery.ts).
 * It talks to the configured Firestore or an emulator, and validates exactly as the build does
 * (validateGalleryDocument). It imports no server-only module: it runs outside Next.js.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { GALLERY_SEED_FILE, gallerySeed, seedEmulator, startEmulator } from '../lib/gallery/embeddedEmulator';
import {
  DEFAULT_EMULATOR_PROJECT_ID,
  ENV,
  FIRESTORE_TIMEOUT_MS,
  GallerySourceError,
  checkFirestoreAccess,
  explainFirestoreError,
  openFirestore,
  resolveFirestoreTarget,
  withTimeout,
  type FirestoreConnection,
} from '../lib/gallery/firestoreClient';
import { IMAGE_CACHE_DIR } from '../lib/images/published';
import { describePublishedSize, publishedSize } from '../lib/images/publishedSize';
import { createGalleryItem, deleteGalleryItem, newGalleryId, writeGalleryItems } from '../lib/gallery/galleryStore';
import { describeSkipped, fetchGallery } from '../lib/gallery/readGallery';
import { ImportFileError, recordsFromFile } from '../lib/gallery/importFile';
import { GALLERY_COLLECTION, galleryIdSchema, describeIssues, validateGalleryDocument, type GalleryItem } from '../lib/gallery/schema';

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
}

export const USAGE = `Usage: npm run gallery -- <command> [options]

Commands:
  list [--json] [--sizes]             the items the build would show, in its order
                                      (documents the build would skip are reported on stderr);
                                      --sizes adds what each photo weighs once published
  add --title <text> --img <url> [--alt <text>] [--width <px> --height <px>]
      [--order <number>] [--taken-at <YYYY[-MM[-DD]]>] [--id <id>]
                                      add one item; prints its id
  remove <id>                         delete one item
  import <file.csv|file.json> [--dry-run]
                                      add or overwrite items from a file (all rows are checked
                                      before anything is written); CSV needs a header row:
                                      id,title,img,alt,width,height,order,takenAt
  emulator [--port <n>] [--empty]     run an in-process Firestore emulator holding ${GALLERY_SEED_FILE}
                                      (or nothing, with --empty) until Ctrl-C
  help                                this text

Images: an https: URL, or a site path such as /gallery/photo.jpg (a file under public/).

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

async function list(args: string[], io: ToolIo): Promise<number> {
  const { values } = parse('list', args, { json: { type: 'boolean' }, sizes: { type: 'boolean' } }, 0);
  const connection = await connect('list', io);
  try {
    const read = await call(connection, io, `read the ${GALLERY_COLLECTION} collection from`, fetchGallery(connection.db));
    for (const skipped of read.skipped) io.stderr.write(`${describeSkipped(skipped)}\n`);
    if (values.json) {
      io.stdout.write(`${JSON.stringify(read.items, null, 2)}\n`);
    } else if (values.sizes) {
      // What each photo costs a visitor once published (encoded through the build's cache).
      io.stdout.write('id\torder\ttitle\timg\tpublished\n');
      for (const item of read.items) {
        const size = await publishedSize(item.img, { cacheDir: IMAGE_CACHE_DIR, publicDir: 'public' });
        io.stdout.write(`${item.id}\t${item.order ?? '-'}\t${item.title}\t${item.img}\t${describePublishedSize(size)}\n`);
      }
    } else {
      io.stdout.write('id\torder\ttitle\timg\n');
      for (const item of read.items) io.stdout.write(`${item.id}\t${item.order ?? '-'}\t${item.title}\t${item.img}\n`);
    }
    const skippedNote = read.skipped.length > 0 ? `; ${read.skipped.length} documents would be skipped by the build` : '';
    io.stderr.write(`gallery list: ${read.items.length} items in ${connection.target.where}${skippedNote}.\n`);
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
  const givenId = values.id as string | undefined;
  // Validate before connecting, so that bad input never needs a database to be reported.
  const check = validateGalleryDocument(givenId ?? 'new-item', fields);
  if (!check.ok) throw new ToolError(`gallery add: ${problemsLine(check.problems)}`);

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
  for (const record of records) {
    const hasId = record.id !== undefined;
    const result = validateGalleryDocument(hasId ? (record.id as string) : 'new-item', record.fields);
    if (!result.ok) {
      const idNote = hasId ? ` (id ${JSON.stringify(record.id)})` : '';
      problems.push(`${record.label}${idNote}: ${problemsLine(result.problems)}`);
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
