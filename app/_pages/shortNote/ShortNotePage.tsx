import { PageHeader } from '@/components/site/PageHeader';
import { ShortNoteAccordion } from '@/app/_pages/shortNote/ShortNoteAccordion';
import { ShortNoteBody, ShortNoteSummary } from '@/app/_pages/shortNote/ShortNoteEntry';
import { wordsFor } from '@/lib/content/words';
import type { Lang } from '@/lib/i18n/lang';
import { allExpeditionsIn } from '@/lib/expeditions';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

export function shortNoteMetadata(lang: Lang) {
  const w = wordsFor(lang).shortNote;
  return pageMetadata({ lang, title: w.title, description: w.description, path: routes.shortNote });
}

export function ShortNotePage({ lang }: { lang: Lang }) {
  const w = wordsFor(lang).shortNote;
  const items = allExpeditionsIn(lang).map((expedition) => ({
    slug: expedition.slug,
    summary: <ShortNoteSummary expedition={expedition} lang={lang} />,
    body: <ShortNoteBody expedition={expedition} lang={lang} />,
  }));

  return (
    <>
      <PageHeader lang={lang} title={w.title} trail={[{ label: w.title }]} lead={w.lead} />
      <div className="container-page py-10 sm:py-14">
        <p className="mb-6 max-w-prose text-slate-700">{w.intro}</p>
        <ShortNoteAccordion items={items} lang={lang} />
      </div>
    </>
  );
}
