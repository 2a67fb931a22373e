import { PageHeader } from '@/components/site/PageHeader';
import { LegalArticle } from '@/app/_pages/legal/LegalArticle';
import { legalPage } from '@/lib/content/legal';
import type { Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import type { LegalPage as LegalPageRecord } from '@/lib/schema/legal';

const paths: Record<LegalPageRecord['id'], string> = { privacy: routes.privacy, refund: routes.refund, terms: routes.terms };

export function legalMetadata(id: LegalPageRecord['id'], lang: Lang) {
  const page = legalPage(id, lang);
  return pageMetadata({ lang, title: page.title, description: page.description, path: paths[id] });
}

/** The Terms, Privacy and Refund pages: one composition, the page's record in its language. */
export function LegalPage({ id, lang }: { id: LegalPageRecord['id']; lang: Lang }) {
  const page = legalPage(id, lang);
  return (
    <>
      <PageHeader lang={lang} title={page.title} trail={[{ label: page.title }]} />
      <LegalArticle page={page} lang={lang} />
    </>
  );
}
