import type { Room } from '@/app/_pages/routeFactory';
import { CorrectionNote } from '@/components/club/CorrectionNote';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { PageHeader } from '@/components/site/PageHeader';
import { edition } from '@/lib/edition';
import { peopleByGroup, peopleInRecordsIn } from '@/lib/expeditions';
import type { Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { peopleListJsonLd } from '@/lib/structuredData';
import { OfficeBearers } from './OfficeBearers';
import { PeopleList } from './PeopleList';

/** The members page (/member/): words in content/<lang>/member.ts, office bearers in content/club.ts, people counted from the records. */
export function memberMetadata(lang: Lang) {
  const say = edition(lang).words.member;
  return pageMetadata({ lang, title: say.title, description: say.description, path: routes.member });
}

export function MemberPage({ lang }: { lang: Lang }) {
  const ed = edition(lang);
  const say = ed.words.member;
  const sections = peopleByGroup(peopleInRecordsIn(lang));
  const listed = sections.flatMap((section) => section.people);
  const withTeam = ed.expeditions.all.filter((e) => e.members.length > 0).length;
  return (
    <>
      <JsonLdScript data={peopleListJsonLd(lang, listed)} />
      <PageHeader ed={ed} title={say.title} trail={[{ label: say.title }]} lead={say.lead(listed.length, withTeam, ed.expeditions.all.length)} />
      <div className="container-page space-y-16 py-12">
        <section aria-labelledby="bearers-heading">
          {ed.club.officeBearers.length > 0 ? <OfficeBearers ed={ed} /> : <p className="text-xl">{say.empty}</p>}
        </section>
        <PeopleList ed={ed} sections={sections} />
        <CorrectionNote
          ed={ed}
          id="correction-heading"
          heading={say.correctionHeading}
          before={say.correctionBefore}
          link={say.correctionLink}
          after={say.correctionAfter}
        />
      </div>
    </>
  );
}

export const memberRoom: Room = { metadata: memberMetadata, Page: MemberPage };
