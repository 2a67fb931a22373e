import { PageHeader } from '@/components/PageHeader/PageHeader';
import { club } from '@/lib/content/club';
import { words } from '@/lib/content/words';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { OfficeBearers } from '@/components/OfficeBearers/OfficeBearers';

const say = words.about.members;

export const metadata = pageMetadata({ title: say.title, description: say.description, path: routes.member });

export default function MemberPage() {
  return (
    <>
      <PageHeader title={say.title} trail={[{ label: say.title }]} />
      <section className="container-page py-12">
        {club.officeBearers.length > 0 ? <OfficeBearers bearers={club.officeBearers} membership={club.membership} /> : <p className="text-xl">{say.empty}</p>}
      </section>
    </>
  );
}
