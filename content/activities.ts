import type { ActivityInput } from '@/lib/schema/activity';

/**
 * The activity list of the club, with frequencies as the club's original website states them.
 * Descriptions add nothing the facts do not give. Validated by lib/schema/activity.ts; other languages: content/activities.<lang>.ts.
 */
export const activityEntries = [
  {
    id: 'himalayan-expedition',
    name: 'Himalayan expedition',
    frequency: 'Yearly',
    description:
      'A mountaineering expedition to a Himalayan peak; the club’s teams have gone from Lahaul and Garhwal to the eight-thousanders of Nepal.',
  },
  {
    id: 'rock-climbing-course',
    name: 'Rock climbing course',
    frequency: 'Yearly',
    description: 'A five-day course on the rocks of Susunia Hills in Bankura district, the usual first step into the club.',
  },
  {
    id: 'nature-study-camp',
    name: 'Adventure-cum-nature study camp',
    frequency: 'Yearly',
    description: 'A camp for children that combines outdoor adventure with learning about nature.',
  },
  {
    id: 'high-altitude-trekking',
    name: 'High altitude trekking',
    frequency: '1 or 2 times a year',
    description: 'Treks such as the Pin Bhaba Pass trek in Himachal Pradesh and the club’s first all-women trek, to Sandakphu and Phalut in November 2024.',
  },
  {
    id: 'practice-camps',
    name: 'Practice camps',
    frequency: '3 or 4 times a year',
    description: 'Camps where the club’s members practise.',
  },
  {
    id: 'medical-summer-camp',
    name: 'Medical and summer camp in the Himalayas',
    frequency: 'Yearly',
    description: 'A summer camp in the mountains that also brings medical help to people in remote Himalayan areas.',
  },
  {
    id: 'slide-shows',
    name: 'Slide shows',
    frequency: 'Regularly',
    description: 'Slide shows held by the club.',
  },
  {
    id: 'journal',
    name: 'Journal publication',
    frequency: 'Once in 2 years',
    description: 'The club publishes its own journal every two years.',
  },
  {
    id: 'blood-donation',
    name: 'Blood donation',
    description: 'Blood donation camps organised by the club.',
  },
] satisfies ActivityInput[];
