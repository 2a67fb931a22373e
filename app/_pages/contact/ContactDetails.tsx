import { postalAddressLine } from '@/lib/content';
import { publicPhones, publishedEmail } from '@/lib/contact/publicContact';
import type { Edition } from '@/lib/edition';

/**
 * Postal address, e-mail, the three phone numbers and the secretary. Only published values are
 * links; a placeholder is shown as "to be published". The secretary has his own entry, so his
 * name never sits under an address that is not his.
 */
export function ContactDetails({ ed }: { ed: Edition }) {
  const { club } = ed;
  const say = ed.words.contact.details;
  const email = publishedEmail(club);
  const secretary = club.officeBearers.find((bearer) => bearer.role === 'Secretary' && bearer.person === club.secretary.person);
  return (
    <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <dt className="font-display text-lg font-semibold text-navy-900">{say.visit}</dt>
        <dd className="mt-1">
          <address className="not-italic">{postalAddressLine(ed.format, club)}</address>
        </dd>
      </div>
      <div>
        <dt className="font-display text-lg font-semibold text-navy-900">{say.write}</dt>
        <dd className="mt-1">
          {email ? (
            <a className="link break-all" href={`mailto:${email}`}>
              {email}
            </a>
          ) : (
            <p className="text-slate-700">{say.emailUnpublished}</p>
          )}
        </dd>
      </div>
      <div>
        <dt className="font-display text-lg font-semibold text-navy-900">{say.call}</dt>
        <dd className="mt-1">
          <ul className="space-y-1">
            {publicPhones(club).map((phone) =>
              phone.published ? (
                <li key={phone.label}>
                  <span className="text-sm text-slate-600">{phone.label}: </span>
                  <a className="link" href={phone.href}>
                    {phone.display}
                  </a>
                </li>
              ) : (
                <li key={phone.label} className="text-slate-700">
                  {say.phoneUnpublished(phone.label)}
                </li>
              ),
            )}
          </ul>
        </dd>
      </div>
      {club.secretary.person && (
        <div>
          <dt className="font-display text-lg font-semibold text-navy-900">{say.secretary}</dt>
          <dd className="mt-1">
            <p>{ed.person(club.secretary.person).name}</p>
            {secretary && <p className="text-sm text-slate-600">{say.secretaryReported(ed.format.monthYear(secretary.asOf))}</p>}
          </dd>
        </div>
      )}
    </dl>
  );
}
