import type { HomeInput } from '@/lib/schema/home';
import { routes } from '@/lib/routes';

/**
 * The home page's pictures and their captions (other languages: content/home.<lang>.ts).
 * The pictures are our own artwork until the club's photos are added: replace `src` (and `alt`).
 */
export const homeContent = {
  heroSlides: [
    {
      id: 'blood-donation',
      image: {
        src: '/images/hero-blood-donation.svg',
        width: 1200,
        height: 900,
        alt: 'Artwork: a drop of blood marked with a white cross, in front of snow peaks',
      },
      title: 'Blood donation camps',
      caption: 'Alongside its expeditions and courses, the club organises blood donation camps.',
      link: { label: 'What the club does', href: '/#activities' },
    },
    {
      id: 'banner',
      image: {
        src: '/images/hero-banner.svg',
        width: 1200,
        height: 900,
        alt: 'Artwork: a Himalayan range at dawn with a flag on the highest summit',
      },
      title: 'Dare to unveil the unknown',
      caption: 'From Thelu and Koteswar in 1987 to Everest, Kanchenjunga and Annapurna I: a Himalayan expedition almost every year.',
      link: { label: 'See the expeditions', href: routes.expeditions },
    },
    {
      id: 'rock-climbing',
      image: {
        src: '/images/hero-rock-climbing.svg',
        width: 1200,
        height: 900,
        alt: 'Artwork: a roped climber on a rock face, with a partner belaying below',
      },
      title: 'Rock climbing at Susunia Hills',
      caption: 'Many of the club’s climbers began on its five-day rock climbing course at Susunia Hills in Bankura.',
      link: { label: 'Course application forms', href: routes.upcomingCourse },
    },
  ],
  photoTiles: [
    {
      id: 'expeditions',
      title: 'Expeditions',
      caption: 'Every expedition from Thelu and Koteswar in 1987 to Ramjak and Gorichen in 2024.',
      href: routes.expeditions,
      image: { src: '/images/tile-expeditions.svg', width: 800, height: 600, alt: '' },
    },
    {
      id: 'courses',
      title: 'Courses',
      caption: 'Application forms for the 7th Adventure Course and the 40th Rock Climbing Course.',
      href: routes.upcomingCourse,
      image: { src: '/images/tile-courses.svg', width: 800, height: 600, alt: '' },
    },
    {
      id: 'gallery',
      title: 'Gallery',
      caption: 'The gallery of pictures, with a search by title.',
      href: routes.gallery,
      image: { src: '/images/tile-gallery.svg', width: 800, height: 600, alt: '' },
    },
    {
      id: 'about',
      title: 'About the club',
      caption: 'Founded in 1986, working from the Aarohan building on Church Road, Krishnanagar.',
      href: routes.about,
      image: { src: '/images/tile-club-house.svg', width: 800, height: 600, alt: '' },
    },
  ],
  aboutImage: {
    src: '/images/about-rope-team.svg',
    width: 800,
    height: 600,
    alt: 'Artwork: a rope team of four climbers on a snow ridge',
    caption: 'Artwork of a rope team, shown here until the club’s own photographs of its members are added.',
  },
} satisfies HomeInput;
