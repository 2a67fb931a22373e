/**
 * `npm run gallery -- <command>`: the maintainers' gallery tool (see scripts/gallery/, one file per
 * command, or run `npm run gallery -- help`). Run through tsx; the npm script is `node --import tsx scripts/gallery.ts`.
 */
import { runGalleryTool } from './gallery/run';

runGalleryTool(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`gallery: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
