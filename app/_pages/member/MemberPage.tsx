import type { Room } from '@/app/_pages/routeFactory';
import { CorrectionNote } from '@/components/club/CorrectionNote';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { PageHeader } from '@/components/site/PageHeader';
import type { Edition } from '@/lib/edition';
import { pageMetadata } from '@/lib/pageMetadata';
import { peopleByGroup } from '@/lib/people';
import { routes } from '@/lib/routes';
import { peopleListJsonLd } from '@/lib/structuredData';
import { OfficeBearers } from './OfficeBearers';
import { PeopleList } from './PeopleList';

export function MemberPage({ ed }: { ed: Edition }) {
  const say = ed.words.member;
  const sections = peopleByGroup(ed.peopleInRecords);
  const listed = sections.flatMap((section) => section.people);
  const withTeam = ed.expeditions.all.filter((e) => e.members.length > 0).length;
  return (
    <>
      <JsonLdScript data={peopleListJsonLd(ed, listed)} />
      <PageHeader ed={ed} title={say.title} trail={[{ label: say.title }]} lead={say.lead(listed.length, withTeam, ed.expeditions.all.length)} />
      <div className="container-page space-y-16 py-12">
        <OfficeBearers ed={ed} />
        <PeopleList ed={ed} sections={sections} />
        <CorrectionNote
          ed={ed}
          id="correction"
          heading={say.correctionHeading}
          before={say.correctionBefore}
          link={say.correctionLink}
          after={say.correctionAfter}
        />
      </div>
    </>
  );
}

/** The members page (/member/): words in content/<lang>/member.ts, office bearers in content/club.yml, people counted from the records. */
export const memberRoom: Room = {
  metadata: (ed) => pageMetadata(ed, { title: ed.words.member.title, description: ed.words.member.description, path: routes.member }),
  Page: MemberPage,
};
