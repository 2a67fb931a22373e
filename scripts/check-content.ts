/**
 * Runs before `next build`: validates every content file (the build stops with the file, entry and
 * field of the first problem) and lists the placeholder content the club still has to fill in.
 * With RELEASE=true (the deploy workflow) a placeholder is an error: a release never ships one.
 */
import { ContentError } from '@/lib/content/parse';

/** RELEASE=true (or 1, yes) marks a production build. */
export function isRelease(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return /^(1|true|yes)$/i.test(env.RELEASE?.trim() ?? '');
}

async function main() {
  // Loaded inside the try: content is validated when its modules load, and a mistake must reach the catch.
  let listPlaceholders: () => string[];
  try {
    // Building every edition is the check: each record file is parsed and checked on load (the
    // expedition door checks the records against the source, peak and people registries), and
    // each language's words and overlays when its edition is built.
    const { edition } = await import('@/lib/edition');
    const { langs } = await import('@/lib/i18n/lang');
    for (const lang of langs) edition(lang);
    const { expeditionPhotoFolders } = await import('@/lib/expeditions');
    expeditionPhotoFolders();
    ({ listPlaceholders } = await import('@/lib/content'));
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(`\n✖ ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const placeholders = listPlaceholders();
  if (placeholders.length > 0 && isRelease()) {
    console.error(`\n✖ RELEASE=true, but content still has placeholders (${placeholders.length}). Fill them in, then remove their \`placeholder: true\`:`);
    for (const item of placeholders) console.error(`  - ${item}`);
    console.error('');
    process.exit(1);
  }
  if (placeholders.length > 0) {
    console.warn(`\n⚠ Placeholder content still to fill in (${placeholders.length}); a RELEASE=true build refuses it:`);
    for (const item of placeholders) console.warn(`  - ${item}`);
    console.warn('');
  }
  console.log('✓ Content is valid.');
}

if (process.argv[1] && /check-content\.ts$/.test(process.argv[1])) void main();
