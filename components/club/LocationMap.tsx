import { club as englishClub, postalAddressLine } from '@/lib/content';
import type { Edition } from '@/lib/edition';
import { MapFacade } from './MapFacade';

/** The map service reads an address with Latin digits, whatever the edition. */
const latinDigits = { digits: (value: number | string) => String(value) };

/** Google Maps URLs for the club's postal address: the embed (behind the facade) and the full app. */
export function mapUrls(address: string) {
  const query = encodeURIComponent(address);
  return {
    embed: `https://www.google.com/maps?q=${query}&output=embed`,
    open: `https://www.google.com/maps/search/?api=1&query=${query}`,
  };
}

type LocationMapProps = { ed: Edition; headingLevel?: 2 | 3 };

/**
 * The club's address with a map that loads only when the visitor asks for it (no request to the
 * map service before that), plus a link that opens the address in Google Maps.
 */
export function LocationMap({ ed, headingLevel = 2 }: LocationMapProps) {
  const Heading = `h${headingLevel}` as const;
  const { club } = ed;
  const address = postalAddressLine(ed.format, club);
  // The map service is asked in English on both editions: it finds the address reliably that way.
  const urls = mapUrls(`${postalAddressLine(latinDigits, englishClub)}, ${englishClub.address.country}`);
  const say = ed.words.contact.map;
  const { building, street, town, district, state, pin } = club.address;
  return (
    <section id="location" aria-labelledby="location-heading" className="scroll-mt-24">
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:items-start">
        <div>
          <Heading id="location-heading" className="text-3xl font-semibold">
            {say.heading}
          </Heading>
          <p className="mt-3 text-slate-700">{building ? say.intro(building, street, town) : say.introNoBuilding(street, town)}</p>
          <address className="card mt-4 border-l-4 border-summit-400 px-5 py-4 not-italic">
            <span className="block font-semibold text-navy-900">{club.name}</span>
            <span className="block">{[building, street].filter(Boolean).join(', ')}</span>
            <span className="block">
              {town}, {district}
            </span>
            <span className="block">
              {state} {ed.format.digits(pin)}
            </span>
          </address>
          <a href={urls.open} target="_blank" rel="noopener noreferrer" className="button-secondary mt-5">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
              <path d="M10 1.5a6 6 0 0 0-6 6c0 4.3 6 11 6 11s6-6.7 6-11a6 6 0 0 0-6-6Zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4Z" />
            </svg>
            {say.open}
            <span className="sr-only"> {say.openNote}</span>
          </a>
        </div>
        <MapFacade embedUrl={urls.embed} title={say.frameTitle(address)} showLabel={say.show} showNote={say.showNote} />
      </div>
    </section>
  );
}
