import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A newcomer goes from any route file to its page's words and data in two hops: the route file
 * names one room (app/_pages/<room>/<Room>Page.tsx), and the room's composer opens the edition door
 * (lib/edition.ts), whose words for the room are content/<lang>/<room>.ts.
 */
const root = path.resolve(__dirname, '..');

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pageFiles(full);
    return name === 'page.tsx' ? [full] : [];
  });
}

/** Rooms whose words are not a words file of their own, and where they are instead. */
const wordsElsewhere: Record<string, string> = {
  // The Terms, Privacy and Refund pages are records: their words are content/legal.ts (and its overlay).
  legal: 'content/legal.ts',
};

const routeFiles = [...pageFiles(path.join(root, 'app/(en)')), ...pageFiles(path.join(root, 'app/(bn)'))];

describe('two hops from a route file to its words and data', () => {
  it('finds every route file of both editions', () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(2 * 14);
  });

  for (const file of routeFiles) {
    const relative = path.relative(root, file);
    it(relative, () => {
      const source = readFileSync(file, 'utf8');
      const rooms = [...source.matchAll(/from '@\/app\/_pages\/([A-Za-z]+)\/([A-Za-z]+Page)'/g)];
      expect(rooms.map(([, room]) => room), `${relative} names one room`).toHaveLength(1);
      const [, room, composer] = rooms[0]!;
      const composerSource = readFileSync(path.join(root, 'app/_pages', room!, `${composer}.tsx`), 'utf8');
      expect(composerSource, `${composer} opens the edition door`).toMatch(/from '@\/lib\/edition'/);
      const wordsFile = wordsElsewhere[room!] ?? `content/en/${room}.ts`;
      expect(existsSync(path.join(root, wordsFile)), `${room}'s words: ${wordsFile}`).toBe(true);
      if (!wordsElsewhere[room!]) expect(composerSource, `${composer} reads its room's words`).toMatch(new RegExp(`words\\.${room}\\b`));
    });
  }
});
