import type { Edition } from '@/lib/edition';
import { referenceHeightOf } from '@/lib/peaks';
import type { PeakEntry } from '@/lib/schema/peak';

/** The height the records use for a peak, with what kind of figure it is (the club's own, or a reference height); or that none is known. */
export function PeakHeightLine({ ed, peak, large = false }: { ed: Edition; peak: PeakEntry; large?: boolean }) {
  const w = ed.words.peaks;
  const reference = referenceHeightOf(peak);
  const figure = reference ? ed.format.height(reference.m, reference.ft) : undefined;
  if (!reference || !figure) return <span className="text-slate-600">{w.heightUnknown}</span>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={`font-display font-semibold text-navy-900 ${large ? 'text-3xl' : 'text-xl'}`}>{figure}</span>
      <span className={large ? 'text-base' : 'text-sm text-slate-600'}>{reference.club ? w.heightKinds.club : w.heightKinds.reference}</span>
    </span>
  );
}
