import Link from 'next/link';
import { Picture } from '@/components/photo/Picture';
import { publishedPicture } from '@/lib/images';
import type { Edition } from '@/lib/edition';
import type { PhotoTile } from '@/lib/schema/home';

/** Four picture tiles, each leading to a section of the site. */
export function PhotoTiles({ ed, tiles }: { ed: Edition; tiles: readonly PhotoTile[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map((tile) => (
        <li key={tile.href}>
          <Link href={tile.href.startsWith('/') ? ed.path(tile.href) : tile.href} className="card-link group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lg">
            <div className="aspect-[4/3] overflow-hidden bg-navy-800">
              <Picture
                picture={publishedPicture(tile.image.src, tile.image)}
                sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, calc(100vw - 2rem)"
                alt={tile.image.alt}
                className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
              />
            </div>
            <div className="flex flex-1 flex-col p-5">
              <h3 className="flex items-center justify-between gap-2 text-xl font-semibold group-hover:text-navy-700">
                {tile.title}
                <span aria-hidden="true" className="text-summit-700 transition-transform group-hover:translate-x-1 motion-reduce:transition-none">
                  →
                </span>
              </h3>
              <p className="mt-1 text-slate-700">{tile.caption}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
