import type { Room } from '@/app/_pages/routeFactory';
import { PageHeader } from '@/components/site/PageHeader';
import { legalPage } from '@/lib/content';
import { edition } from '@/lib/edition';
import type { Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import type { LegalPage as LegalPageRecord } from '@/lib/schema/legal';
import { LegalArticle } from './LegalArticle';

type LegalId = LegalPageRecord['id'];

const paths: Record<LegalId, string> = { privacy: routes.privacy, refund: routes.refund, terms: routes.terms };

export function legalMetadata(lang: Lang, id: LegalId) {
  const page = legalPage(lang, id);
  return pageMetadata({ lang, title: page.title, description: page.description, path: paths[id] });
}

/** The Terms, Privacy and Refund pages: one composition, the page's record in its language. */
export function LegalPage({ lang, id }: { lang: Lang; id: LegalId }) {
  const ed = edition(lang);
  const page = legalPage(lang, id);
  return (
    <>
      <PageHeader ed={ed} title={page.title} trail={[{ label: page.title }]} />
      <LegalArticle page={page} />
    </>
  );
}

/** The room of one legal page (/terms-and-conditions/, /privacy-policy/, /refund-policy/). */
export function legalRoom(id: LegalId): Room {
  return { metadata: (lang) => legalMetadata(lang, id), Page: ({ lang }) => <LegalPage lang={lang} id={id} /> };
}
