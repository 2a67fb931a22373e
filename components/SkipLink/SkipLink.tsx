import { words } from '@/lib/content/words';

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-summit-400 px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {words.common.skipToContent}
    </a>
  );
}
