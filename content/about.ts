import type { AboutInput } from '@/lib/schema/about';

/**
 * The About text: the club's history in brief. Its figures are those of the club's details
 * (content/club.yml) and expedition records (content/expeditions/). Other languages: content/about.<lang>.ts.
 */
export const aboutContent = {
  heading: 'About the club',
  intro: [
    'The Mountaineers’ Association of Krishnanagar, known as MAK, began in Krishnanagar, Nadia, in 1986. Its first expedition went to Thelu and Koteswar in the Gangotri region in 1987, and the club has sent a team to the Himalaya almost every year since.',
    'Besides its expeditions, MAK teaches rock climbing at Susunia Hills in Bankura, runs an adventure-cum-nature-study camp, high-altitude treks and practice camps, holds medical and summer camps in the Himalaya and blood donation camps, holds slide shows and publishes a journal.',
  ],
  highlights: [
    { id: 'founded', value: '1986', label: 'Founded in Krishnanagar' },
    { id: 'expeditions', value: '40', label: 'Himalayan expeditions by mid-2025' },
    { id: 'members', value: '87', label: 'Members in June 2025' },
    { id: 'everest', value: '8848.86 m', label: 'Everest, climbed by MAK members in 2010' },
  ],
  sections: [
    {
      id: 'where-we-are',
      heading: 'Where we are',
      paragraphs: [
        'The club works from the Aarohan building on Church Road, Krishnanagar, about a hundred kilometres north of Kolkata. The founder, Ashok Roy, is taken to be the Ashok Roy named on the club’s first two expeditions and its 2010 Everest team: the records write the same name, though no source we read says so in as many words.',
      ],
    },
    {
      id: 'susunia-to-eight-thousanders',
      heading: 'From Susunia to the eight-thousanders',
      paragraphs: [
        'Many of the club’s climbers started on its five-day rock-climbing course at Susunia. In 2010 MAK members reached the summit of Everest, in 2011 Kanchenjunga and in 2012 Annapurna I, and later teams climbed peaks such as Nun, Ramjak and Gorichen.',
        'Two of its climbers, Basanta Singha Roy (2013) and Debasish Biswas (2016), received the Tenzing Norgay National Adventure Award.',
      ],
    },
  ],
} satisfies AboutInput;
