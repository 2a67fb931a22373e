/** The gallery tool's help text (`npm run gallery -- help`). */
import { ENV, GALLERY_SEED_FILE } from '@/lib/gallery/collection';

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
