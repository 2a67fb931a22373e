import type { Room } from '@/app/_pages/routeFactory';
import { PageHeader } from '@/components/site/PageHeader';
import type { Edition } from '@/lib/edition';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { ShortNoteAccordion } from './ShortNoteAccordion';
import { ShortNoteBody, ShortNoteSummary } from './ShortNoteEntry';
import { archiveCount } from '@/lib/expeditions';

export function ShortNotePage({ ed }: { ed: Edition }) {
  const w = ed.words.shortNote;
  const items = ed.expeditions.all.map((expedition) => ({
    slug: expedition.slug,
    summary: <ShortNoteSummary ed={ed} expedition={expedition} />,
    body: <ShortNoteBody ed={ed} expedition={expedition} />,
  }));

  return (
    <>
      <PageHeader ed={ed} title={w.title} trail={[{ label: w.title }]} lead={w.lead} />
      <div className="container-page py-10 sm:py-14">
        <p className="mb-6 max-w-prose text-slate-700">{w.intro}</p>
        <ShortNoteAccordion items={items} />
      </div>
    </>
  );
}

/** The short notes (/Expedition-Short-Note/): words in content/<lang>/shortNote.ts, records in content/expeditions/. */
export const shortNoteRoom: Room = {
  metadata: (ed) => pageMetadata(ed, { title: ed.words.shortNote.title, description: ed.words.shortNote.description(archiveCount.firstYear, archiveCount.lastYear), path: routes.shortNote }),
  Page: ShortNotePage,
};
