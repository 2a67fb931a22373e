import type { ActivityInput } from '@/lib/content/activities';

/** The activity list of the club, with frequencies as the club states them. Validated in lib/content/activities.ts. */
export const activityEntries = [
  {
    name: 'Himalayan expedition',
    frequency: 'Yearly',
    description:
      'The heart of the club: a mountaineering expedition to a Himalayan peak, from Lahaul and Garhwal to the eight-thousanders of Nepal.',
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
    description: 'Treks in the high Himalaya, such as the all-women trek to Sandakphu and Phalut in November 2024.',
  },
  {
    name: 'Practice camps',
    frequency: '3 or 4 times a year',
    description: 'Shorter camps where members keep their climbing skills in practice between expeditions.',
  },
  {
    name: 'Medical and summer camp in the Himalayas',
    frequency: 'Yearly',
    description: 'A summer camp in the mountains that also brings medical help to people in remote Himalayan areas.',
  },
  {
    name: 'Slide shows',
    frequency: 'Regularly',
    description: 'Slide shows of photographs from the club’s expeditions and treks.',
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
