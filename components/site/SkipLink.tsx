import { wordsFor } from '@/lib/content/words';
import type { Lang } from '@/lib/i18n/lang';

export function SkipLink({ lang }: { lang: Lang }) {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-summit-400 px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {wordsFor(lang).common.skipToContent}
    </a>
  );
}
