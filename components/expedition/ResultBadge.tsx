import type { ResultCategory } from '@/lib/expeditions';
import { ResultMark } from './ResultMark';

const tone: Record<ResultCategory, string> = {
  climbed: 'bg-climbed/10 text-climbed ring-climbed/30',
  partial: 'bg-partial/10 text-partial ring-partial/30',
  unsuccessful: 'bg-unsuccessful/10 text-unsuccessful ring-unsuccessful/30',
  unknown: 'bg-unknown/10 text-unknown ring-unknown/25',
};

/** A result in the table's own words, with its shape and colour. */
export function ResultBadge({ category, text }: { category: ResultCategory; text: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${tone[category]}`}>
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 shrink-0">
        <ResultMark category={category} cx={8} cy={8.5} size={13} />
      </svg>
      {text}
    </span>
  );
}
