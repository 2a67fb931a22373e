import { Section } from '@/components/site/Section';
import type { Edition } from '@/lib/edition';
import type { PeakEntry } from '@/lib/schema/peak';
import { Cited } from './Cited';

/** First ascents as the sources report them, each with its source; a hedged or disputed report says so. */
export function PeakFirstAscents({ ed, peak }: { ed: Edition; peak: PeakEntry }) {
  const w = ed.words.peak;
  if (peak.firstAscents.length === 0) return null;
  return (
    <Section id="ascents" heading={w.firstAscentsHeading} intro={peak.firstAscents.length > 1 ? w.firstAscentsIntro : undefined}>
      <ul className="mt-3 max-w-prose space-y-3">
        {peak.firstAscents.map((ascent, index) => (
          <li key={`${ascent.source}-${index}`} className="border-l-2 border-sky-300 pl-3 text-slate-800">
            <span className="font-semibold text-navy-900">{ascent.date ? ed.format.date(ascent.date) : ed.format.digits(ascent.year)}</span>
            {': '}
            {ascent.by}
            {ascent.uncertain && <span className="text-slate-600"> ({w.firstAscentUncertain})</span>}
            <Cited ed={ed} sources={[ascent.source]} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** What the sources leave unclear about a peak, with the sources behind the note. */
export function PeakAmbiguity({ ed, peak }: { ed: Edition; peak: PeakEntry }) {
  if (!peak.ambiguity) return null;
  return (
    <Section
      id="ambiguity"
      heading={ed.words.peak.ambiguityHeading}
      size="aside"
      className="max-w-prose rounded-lg border-l-4 border-summit-400 bg-summit-400/10 px-4 py-3"
    >
      <p className="mt-2 text-slate-800">
        {peak.ambiguity.text}
        <Cited ed={ed} sources={peak.ambiguity.sources} />
      </p>
    </Section>
  );
}

/** Facts about the mountain itself, each with its source: never about the club's teams. */
export function PeakNotes({ ed, peak }: { ed: Edition; peak: PeakEntry }) {
  const w = ed.words.peak;
  if (peak.notes.length === 0) return null;
  return (
    <Section id="notes" heading={w.notesHeading}>
      <p className="mt-2 max-w-prose text-sm text-slate-600">{w.notesIntro}</p>
      <ul className="mt-3 max-w-prose list-disc space-y-2 pl-5 marker:text-slate-400">
        {peak.notes.map((note) => (
          <li key={note.text} className="text-slate-800">
            {note.text}
            <Cited ed={ed} sources={[note.source]} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
