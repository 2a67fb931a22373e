import type { ActivityInput } from '@/lib/content/activities';

/**
 * The activity list of the club, with frequencies as the club's original website states them.
 * Descriptions add nothing the facts do not give. Validated in lib/content/activities.ts.
 */
export const activityEntries = [
  {
    name: 'Himalayan expedition',
    frequency: 'Yearly',
    description:
      'A mountaineering expedition to a Himalayan peak; the club’s teams have gone from Lahaul and Garhwal to the eight-thousanders of Nepal.',
  },
  {
    name: 'Rock climbing course',
    frequency: 'Yearly',
    description: 'A five-day course on the rocks of Susunia Hills in Bankura district, the usual first step into the club.',
  },
  {
    name: 'Adventure-cum-nature study camp',
    frequency: 'Yearly',
    description: 'A camp for children that combines outdoor adventure with learning about nature.',
  },
  {
    name: 'High altitude trekking',
    frequency: '1 or 2 times a year',
    description: 'Treks such as the Pin Bhaba Pass trek in Himachal Pradesh and the club’s first all-women trek, to Sandakphu and Phalut in November 2024.',
  },
  {
    name: 'Practice camps',
    frequency: '3 or 4 times a year',
    description: 'Camps where the club’s members practise.',
  },
  {
    name: 'Medical and summer camp in the Himalayas',
    frequency: 'Yearly',
    description: 'A summer camp in the mountains that also brings medical help to people in remote Himalayan areas.',
  },
  {
    name: 'Slide shows',
    frequency: 'Regularly',
    description: 'Slide shows held by the club.',
  },
  {
    name: 'Journal publication',
    frequency: 'Once in 2 years',
    description: 'The club publishes its own journal every two years.',
  },
  {
    name: 'Blood donation',
    description: 'Blood donation camps organised by the club.',
  },
] satisfies ActivityInput[];
