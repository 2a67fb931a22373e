import { PageHeader } from '@/components/PageHeader/PageHeader';
import { ContactDetails } from '@/components/ContactDetails/ContactDetails';
import { ContactForm } from '@/components/ContactForm/ContactForm';
import { LocationMap } from '@/components/LocationMap/LocationMap';
import { club } from '@/lib/content/club';
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
      <section aria-labelledby="contact-form-heading" className="bg-white py-12">
        <div className="container-page grid gap-8 lg:grid-cols-[2fr_3fr]">
          <div>
            <h2 id="contact-form-heading" className="text-3xl font-semibold">
              Send a message
            </h2>
            <p className="mt-3 max-w-prose text-lg text-slate-700">
              Fill in the form and press the button: your own mail app opens with the message written and addressed to the club secretary.
              The website itself sends nothing and keeps nothing.
            </p>
          </div>
          <ContactForm to={club.secretary.email.address} recipientLabel="club secretary" />
        </div>
      </section>
      <div className="container-page py-12">
        <LocationMap />
      </div>
    </>
  );
}
