import type { Room } from '@/app/_pages/routeFactory';
import { PageHeader } from '@/components/site/PageHeader';
import type { Edition } from '@/lib/edition';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import type { LegalPage as LegalPageRecord } from '@/lib/schema/legal';
import { LegalArticle } from './LegalArticle';

type LegalId = LegalPageRecord['id'];

const paths: Record<LegalId, string> = { privacy: routes.privacy, refund: routes.refund, terms: routes.terms };

/** One legal page in an edition's language (content/legal.ts has each id; a test checks). */
function legalPageOf(ed: Edition, id: LegalId): LegalPageRecord {
  const page = ed.legal.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`content/legal.ts has no page with id "${id}"`);
  return page;
}

/** The Terms, Privacy and Refund pages: one composition, the page's record in its language. */
export function LegalPage({ ed, id }: { ed: Edition; id: LegalId }) {
  const page = legalPageOf(ed, id);
  return (
    <>
      <PageHeader ed={ed} title={page.title} trail={[{ label: page.title }]} />
      <LegalArticle page={page} />
    </>
  );
}

/** The room of one legal page (/terms-and-conditions/, /privacy-policy/, /refund-policy/). */
export function legalRoom(id: LegalId): Room {
  return {
    metadata: (ed) => {
      const page = legalPageOf(ed, id);
      return pageMetadata(ed, { title: page.title, description: page.description, path: paths[id] });
    },
    Page: ({ ed }) => <LegalPage ed={ed} id={id} />,
  };
}
