import type { Room } from '@/app/_pages/routeFactory';
import { PageHeader } from '@/components/site/PageHeader';
import { edition } from '@/lib/edition';
import type { Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { OfficeBearers } from './OfficeBearers';

/** The members page (/member/): words in content/<lang>/member.ts, office bearers in content/club.ts. */
export function memberMetadata(lang: Lang) {
  const say = edition(lang).words.member;
  return pageMetadata({ lang, title: say.title, description: say.description, path: routes.member });
}

export function MemberPage({ lang }: { lang: Lang }) {
  const ed = edition(lang);
  const say = ed.words.member;
  const { club } = ed;
  return (
    <>
      <PageHeader ed={ed} title={say.title} trail={[{ label: say.title }]} />
      <section className="container-page py-12">
        {club.officeBearers.length > 0 ? <OfficeBearers ed={ed} /> : <p className="text-xl">{say.empty}</p>}
      </section>
    </>
  );
}

export const memberRoom: Room = { metadata: memberMetadata, Page: MemberPage };
