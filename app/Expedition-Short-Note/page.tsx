import { PageHeader } from '@/components/PageHeader/PageHeader';
import { ShortNoteAccordion } from '@/components/ShortNoteAccordion/ShortNoteAccordion';
import { ShortNoteBody, ShortNoteSummary } from '@/components/ShortNoteAccordion/ShortNoteEntry';
import { words } from '@/lib/content/words';
import { allExpeditions } from '@/lib/expeditions';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

const w = words.records.shortNote;

export const metadata = pageMetadata({ title: w.title, description: w.description, path: routes.shortNote });

export default function Page() {
  const items = allExpeditions.map((expedition) => ({
    slug: expedition.slug,
    summary: <ShortNoteSummary expedition={expedition} />,
    body: <ShortNoteBody expedition={expedition} />,
  }));

  return (
    <>
      <PageHeader title={w.title} trail={[{ label: w.title }]} lead={w.lead} />
      <div className="container-page py-10 sm:py-14">
        <p className="mb-6 max-w-prose text-slate-700">{w.intro}</p>
        <ShortNoteAccordion items={items} />
      </div>
    </>
  );
}
