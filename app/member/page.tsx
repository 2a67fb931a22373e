import { PageHeader } from '@/components/PageHeader/PageHeader';
import { club } from '@/lib/content/club';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { OfficeBearers } from '@/components/OfficeBearers/OfficeBearers';

export const metadata = pageMetadata({
  title: 'Members',
  description: 'Office bearers and members of the Mountaineers’ Association of Krishnanagar.',
  path: routes.member,
});

export default function MemberPage() {
  return (
    <>
      <PageHeader title="Members" trail={[{ label: 'Members' }]} />
      <section className="container-page py-12">
        {club.officeBearers.length > 0 ? <OfficeBearers bearers={club.officeBearers} membership={club.membership} /> : <p className="text-xl">Update soon</p>}
      </section>
    </>
  );
}
