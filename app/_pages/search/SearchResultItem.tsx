import type { searchWords } from '@/content/en/search';
import { slotOf } from '@/lib/search/earlySearch';
import { excerptParts, type ExcerptPart } from '@/lib/search/excerpt';
import type { PagefindResult } from './pagefind';

/**
 * One result of the site search as its list shows it, and as the early script copies it
 * (lib/search/earlySearch.ts) before the island has loaded.
 */

export interface ShownResult {
  url: string;
  title: string;
  kind?: string;
  excerpt: ExcerptPart[];
}

const slots = { link: slotOf('link'), title: slotOf('title'), kind: slotOf('kind'), excerpt: slotOf('excerpt') };

/** One result: its kind, its page's title as a link, and the excerpt with the matched words marked. */
export function ResultItem({ result, kindLabel }: { result: ShownResult; kindLabel: string | undefined }) {
  return (
    <li className="card flex flex-col p-5">
      <h2 className="font-display text-xl font-semibold leading-snug sm:text-2xl">
        <a {...slots.link} {...(result.url ? { href: result.url } : {})} className="text-navy-900 underline decoration-navy-900/30 underline-offset-4 hover:decoration-navy-900">
          <span {...slots.title}>{result.title}</span>
        </a>
      </h2>
      {kindLabel !== undefined && (
        <p {...slots.kind} className="order-first font-display text-sm uppercase tracking-widest text-navy-700">
          {kindLabel}
        </p>
      )}
      {result.excerpt.length > 0 && (
        <p {...slots.excerpt} className="mt-2 text-slate-700">
          {result.excerpt.map((part, index) =>
            part.marked ? (
              <mark key={index} className="rounded-sm bg-summit-400/40 px-0.5 text-inherit">
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )}
        </p>
      )}
    </li>
  );
}

/** A result as the list shows it: its page's title (the address if it has none), kind and excerpt. */
export async function shownResult(result: PagefindResult): Promise<ShownResult> {
  const data = await result.data();
  return { url: data.url, title: data.meta.title || data.url, kind: data.meta.kind, excerpt: excerptParts(data.excerpt) };
}

/** What a result is (its page's kind, set by the index: lib/search/indexPage.ts), in the page's words. */
export function kindLabel(kinds: (typeof searchWords)['kinds'], kind: string | undefined): string | undefined {
  return kind !== undefined && Object.hasOwn(kinds, kind) ? kinds[kind as keyof (typeof searchWords)['kinds']] : undefined;
}
