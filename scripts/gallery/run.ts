/**
 * The maintainers' gallery tool behind `npm run gallery -- <command>` (entry: scripts/gallery.ts),
 * one file per command beside this one. It talks to the configured Firestore or an emulator, and
 * validates exactly as the build does: validateGalleryDocument for the fields, and for a site path
 * the build's own check of the file (imageProblemBeforeDownload in lib/images). It imports no
 * server-only module: it runs outside Next.js.
 */
import { GallerySourceError } from '@/lib/gallery/collection';
import { add } from './add';
import { ToolError, type ToolIo } from './commandLine';
import { emulator } from './emulator';
import { importFile } from './import';
import { list } from './list';
import { remove } from './remove';
import { USAGE } from './usage';

const SUBCOMMANDS = ['list', 'add', 'remove', 'import', 'emulator', 'help'] as const;
type Subcommand = (typeof SUBCOMMANDS)[number];

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
