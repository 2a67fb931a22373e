import { PageHeader } from '@/components/site/PageHeader';
import { clubIn } from '@/lib/content/club';
import { wordsFor } from '@/lib/content/words';
import type { Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { OfficeBearers } from '@/app/_pages/member/OfficeBearers';

export function memberMetadata(lang: Lang) {
  const say = wordsFor(lang).member;
  return pageMetadata({ lang, title: say.title, description: say.description, path: routes.member });
}

export function MemberPage({ lang }: { lang: Lang }) {
  const say = wordsFor(lang).member;
  const club = clubIn(lang);
  return (
    <>
      <PageHeader lang={lang} title={say.title} trail={[{ label: say.title }]} />
      <section className="container-page py-12">
        {club.officeBearers.length > 0 ? <OfficeBearers bearers={club.officeBearers} membership={club.membership} lang={lang} /> : <p className="text-xl">{say.empty}</p>}
      </section>
    </>
  );
}
