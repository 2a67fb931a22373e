import type { ClubInput } from '@/lib/schema/club';

/**
 * The club's details, in one place: the facts and the English words (other languages: the overlays
 * content/club.<lang>.ts; names of people and places come from content/glossary.ts).
 * Values marked `placeholder: true` are not known to us yet; the build lists them until the club
 * fills them in. Phone numbers are deliberately unreal (all zeros) and the e-mail uses the
 * reserved example.org domain, so nobody is ever sent to a stranger.
 */
export const clubContent = {
  name: "Mountaineers' Association of Krishnanagar",
  shortName: 'MAK',
  tagline: 'Dare to unveil the unknown',
  foundedYear: 1986,
  founder: 'Ashok Roy',
  registration: {
    statement: 'a registered society',
    placeholder: true,
  },
  affiliation: {
    statement: 'affiliated to a national mountaineering foundation',
    placeholder: true,
  },
  address: {
    building: 'Aarohan',
    street: 'Church Road',
    town: 'Krishnanagar',
    district: 'Nadia',
    state: 'West Bengal',
    pin: '741101',
    country: 'India',
  },
  secretary: {
    name: 'Ashim Kumar Mondal',
    email: { address: 'secretary@example.org', placeholder: true },
  },
  // The original site shows three numbers without saying what each is for: they are numbered, not named.
  phones: [
    { id: 'phone-1', label: 'Phone 1', tel: '+910000000001', display: '+91 00000 00001', placeholder: true },
    { id: 'phone-2', label: 'Phone 2', tel: '+910000000002', display: '+91 00000 00002', placeholder: true },
    { id: 'phone-3', label: 'Phone 3', tel: '+910000000003', display: '+91 00000 00003', placeholder: true },
  ],
  helpLine: { label: 'Help line', tel: '+910000000001', display: '+91 00000 00001', placeholder: true },
  membership: { count: 87, asOf: '2025-06' },
  officeBearers: [
    { id: 'secretary', name: 'Ashim Kumar Mondal', role: 'Secretary', asOf: '2025-06' },
    { id: 'vice-president', name: 'Ashok Roy', role: 'Vice-President', asOf: '2011-05' },
    { id: 'president', name: 'Dr. Pramathesh Das Mahapatra', role: 'President', asOf: '2010-03' },
  ],
  social: [],
  versionLine: 'V.07 26-07-2025',
  siteUrl: process.env.SITE_URL ?? 'https://mak.org.in',
} satisfies ClubInput;
