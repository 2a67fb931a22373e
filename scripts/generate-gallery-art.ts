/**
 * Writes the sample gallery's artwork, public/gallery/<id>.svg, for every item of
 * content/gallery.json whose image is `/gallery/<id>.svg`, drawn as content/galleryArt.ts says.
 * Deterministic: running it again changes nothing.
 *
 *   npx tsx scripts/generate-gallery-art.ts           write the files
 *   npx tsx scripts/generate-gallery-art.ts --check   exit 1 if a committed file differs
 */
import fs from 'node:fs';
import path from 'node:path';
import { galleryArt } from '../content/galleryArt';
import { gallerySeed, planGalleryArt } from '@/lib/gallery/collection';

function main(): number {
  const check = process.argv.includes('--check');
  const publicDir = path.resolve(__dirname, '..', 'public');
  const files = planGalleryArt(gallerySeed, galleryArt);
  let stale = 0;
  for (const file of files) {
    const target = path.join(publicDir, file.path);
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined;
    if (current === file.svg) continue;
    if (check) {
      stale++;
      console.error(`public/${file.path} is ${current === undefined ? 'missing' : 'out of date'}`);
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.svg);
    console.log(`wrote public/${file.path} (${Buffer.byteLength(file.svg)} bytes)`);
  }
  if (check && stale > 0) {
    console.error('Run: npx tsx scripts/generate-gallery-art.ts');
    return 1;
  }
  console.log(`${files.length} gallery artworks ${check ? 'up to date' : 'in public/gallery/'}.`);
  return 0;
}

process.exitCode = main();
