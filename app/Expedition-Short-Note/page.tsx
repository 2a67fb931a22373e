import { PageHeader } from '@/components/PageHeader/PageHeader';
import { ShortNoteAccordion } from '@/components/ShortNoteAccordion/ShortNoteAccordion';
import { ShortNoteBody, ShortNoteSummary } from '@/components/ShortNoteAccordion/ShortNoteEntry';
import { allExpeditions } from '@/lib/expeditions';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata({
  title: 'Expedition Short Note',
  description: 'Short notes on every expedition of the Mountaineers’ Association of Krishnanagar: teams, camps, summits and outcomes, 1987 to 2025.',
  path: routes.shortNote,
});

export default function Page() {
  const items = allExpeditions.map((expedition) => ({
    slug: expedition.slug,
    summary: <ShortNoteSummary expedition={expedition} />,
    body: <ShortNoteBody expedition={expedition} />,
  }));

  return (
    <>
      <PageHeader title="Expedition Short Note" trail={[{ label: 'Expedition Short Note' }]} lead="Teams, camps, summits and outcomes, year by year." />
      <div className="container-page py-10 sm:py-14">
        <p className="mb-6 max-w-prose text-slate-700">
          Open a year to read its note: where the team went, who was on it, and how far they got. Each note links to the expedition’s full page, with a
          PDF summary to download.
        </p>
        <ShortNoteAccordion items={items} />
      </div>
    </>
  );
}
