import { club, postalAddressLine } from '@/lib/content/club';

/** Postal address, e-mail and the three phone numbers, each as a working link. */
export function ContactDetails() {
  const email = club.secretary.email.address;
  return (
    <dl className="grid gap-6 sm:grid-cols-3">
      <div>
        <dt className="font-display text-lg font-semibold text-navy-900">Visit</dt>
        <dd className="mt-1">
          <address className="not-italic">{postalAddressLine()}</address>
        </dd>
      </div>
      <div>
        <dt className="font-display text-lg font-semibold text-navy-900">Write</dt>
        <dd className="mt-1">
          <a className="link break-all" href={`mailto:${email}`}>
            {email}
          </a>
          {club.secretary.name && <span className="block text-sm text-slate-600">Club secretary: {club.secretary.name}</span>}
        </dd>
      </div>
      <div>
        <dt className="font-display text-lg font-semibold text-navy-900">Call</dt>
        <dd className="mt-1">
          <ul className="space-y-1">
            {club.phones.map((phone) => (
              <li key={phone.tel}>
                <span className="text-sm text-slate-600">{phone.label}: </span>
                <a className="link" href={`tel:${phone.tel}`}>
                  {phone.display}
                </a>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
