import { PageHeader } from '@/components/PageHeader/PageHeader';
import { ContactDetails } from '@/components/ContactDetails/ContactDetails';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata({
  title: 'Contact Us',
  description: 'The postal address, e-mail and phone numbers of the Mountaineers’ Association of Krishnanagar, Church Road, Krishnanagar.',
  path: routes.contact,
});

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Contact Us" trail={[{ label: 'Contact Us' }]} lead="Questions about courses, expeditions or membership are welcome." />
      <section aria-labelledby="contact-details" className="container-page py-12">
        <h2 id="contact-details" className="text-3xl font-semibold">
          How to reach the club
        </h2>
        <div className="mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-900/10">
          <ContactDetails />
        </div>
      </section>
    </>
  );
}
