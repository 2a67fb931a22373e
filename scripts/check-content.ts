/**
 * Runs before `next build`: validates every content file (the build stops with the file, entry and
 * field of the first problem) and prints the placeholder content the club still has to fill in.
 */
import { listPlaceholders } from '@/lib/content/placeholders';
import { ContentError } from '@/lib/content/parse';

async function main() {
  try {
    // Importing the validated modules is the check: each one parses its content file on load.
    const { loadAllContent } = await import('@/lib/content/all');
    await loadAllContent();
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(`\n✖ ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const placeholders = listPlaceholders();
  if (placeholders.length > 0) {
    console.warn(`\n⚠ Placeholder content still to fill in (${placeholders.length}):`);
    for (const item of placeholders) console.warn(`  - ${item}`);
    console.warn('');
  }
  console.log('✓ Content is valid.');
}

void main();
