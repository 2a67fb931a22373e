import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Room, SlugRoom } from '@/app/_pages/routeFactory';
import { REPO_ROOT } from './importGraph';

/**
 * A third language costs words, not code, down to the pages: every room of the site, composed for
 * the pseudo-language of tests/fixtures/pseudoLanguage.ts (its words, overlays and glossary column,
 * built by the same `buildEdition`), shows its words in that language. A room or component that
 * looked a word up by language, or wrote one itself, would leave English on the page.
 */

// Pages read the image step's manifest; an empty one (no gallery, no photos) keeps this test off the build.
const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'pseudo-pages-'));
writeFileSync(path.join(cacheDir, 'site.json'), JSON.stringify({ pictures: {}, gallery: [], expeditionPhotos: {} }));
vi.stubEnv('IMAGE_CACHE_DIR', cacheDir);
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** Every room a route file of the English edition names, with a slug for a room of many pages. */
function routeRooms(): { name: string; load: () => Promise<{ room: Room | SlugRoom; slug?: string }> }[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'page.tsx') files.push(full);
    }
  };
  walk(path.join(REPO_ROOT, 'app/(en)'));
  return files.map((file) => {
    const source = readFileSync(file, 'utf8');
    const [, names, room] = /import \{ ([^}]+) \} from '@\/app\/_pages\/(\w+)\/\w+';/.exec(source.replace(/^import .*routeFactory';$/m, ''))!;
    const modulePath = `@/app/_pages/${room}/${/from '@\/app\/_pages\/\w+\/(\w+)'/.exec(source)![1]}`;
    const exported = names!.split(',').map((part) => part.trim());
    const roomCall = /(?:roomRoute|slugRoomRoute)\('en', (\w+)(?:\('([\w-]+)'\))?\)/.exec(source)!;
    return {
      name: path.relative(REPO_ROOT, file),
      load: async () => {
        const mod = (await import(/* @vite-ignore */ modulePath)) as Record<string, unknown>;
        const made = roomCall[2] ? (mod[roomCall[1]!] as (id: string) => Room)(roomCall[2]) : (mod[roomCall[1]!] as Room | SlugRoom);
        const params = exported.find((name) => name.endsWith('StaticParams'));
        const slug = params ? (mod[params] as () => { slug: string }[])()[0]!.slug : undefined;
        return { room: made, ...(slug === undefined ? {} : { slug }) };
      },
    };
  });
}

/** The text a page shows, tags and attribute values aside. */
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&[#\w]+;/g, ' ');

describe('every room, composed for a pseudo-language', async () => {
  const { buildEdition, editionOf } = await import('@/lib/edition');
  const { words: englishWords } = await import('@/lib/content');
  const { pseudoLanguage, pseudoOverlays, pseudoWords, pseudo } = await import('@/tests/fixtures/pseudoLanguage');
  const { stringLeaves } = await import('@/tests/fixtures/wordSamples');
  const english = editionOf('en');
  const ed = buildEdition(pseudoLanguage(pseudoWords(englishWords), pseudoOverlays(english)));
  // Every page word of more than one word in English: none may reach a pseudo page.
  const englishPhrases = Object.values(englishWords)
    .flatMap((area) => stringLeaves(area).map(([, text]) => text))
    .filter((text) => /[a-z]{2,}\s+[a-z]{2,}/i.test(text) && text !== pseudo(text));
  const rooms = routeRooms();

  it('finds a room in every route file', () => {
    expect(rooms.length).toBeGreaterThanOrEqual(18);
  });

  for (const { name, load } of rooms) {
    it(`${name}: its words in the pseudo-language, none left in English`, async () => {
      const { room, slug } = await load();
      const page = (await (room.Page as (props: { ed: typeof ed; slug?: string }) => unknown)({ ed, ...(slug === undefined ? {} : { slug }) })) as ReactElement;
      const text = textOf(renderToStaticMarkup(page));
      expect(text.replace(/\s+/g, ' ').trim().length, name).toBeGreaterThan(40);
      expect(englishPhrases.filter((phrase) => text.includes(phrase)), name).toEqual([]);
      // The page's own title is the pseudo-language's.
      const metadata = await (room.metadata as (edition: typeof ed, slug?: string) => { title?: unknown })(ed, slug);
      expect(String(metadata.title), name).toMatch(/[áéíóúĺñšťḿ]/);
    });
  }
});
