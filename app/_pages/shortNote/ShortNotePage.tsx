import type { Room } from '@/app/_pages/routeFactory';
import { PageHeader } from '@/components/site/PageHeader';
import type { Edition } from '@/lib/edition';
import { expeditionPhotos } from '@/lib/gallery';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { ShortNoteAccordion } from './ShortNoteAccordion';
import { ShortNoteBody, ShortNoteSummary } from './ShortNoteEntry';
import { archiveCount } from '@/lib/expeditions';

export async function ShortNotePage({ ed }: { ed: Edition }) {
  const w = ed.words.shortNote;
  const items = [];
  for (const expedition of ed.expeditions.all) {
    // The link to the report promises photos only where the report shows some.
    const hasPhotos = (await expeditionPhotos(ed, expedition)).length > 0;
    items.push({
      slug: expedition.slug,
      summary: <ShortNoteSummary ed={ed} expedition={expedition} />,
      body: <ShortNoteBody ed={ed} expedition={expedition} hasPhotos={hasPhotos} />,
    });
  }

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
