/** Words of the home page around its sections; the pictures and captions are in content/home.yml. */
export const homeWords = {
  metaDescription: (foundedYear: number) =>
    `A Himalayan mountaineering club in Krishnanagar, Nadia, West Bengal, since ${foundedYear}: expeditions, rock-climbing courses, camps and treks.`,
  hero: {
    lead: (foundedYear: number) => `Himalayan expeditions, rock-climbing courses and camps from Krishnanagar, Nadia, since ${foundedYear}.`,
    courses: 'Courses and forms',
    expeditions: 'Our expeditions',
  },
  events: {
    eyebrow: 'What’s next',
    title: 'Events and announcements',
    intro: 'Dated events, the courses the club has announced, and the events that came before.',
  },
  explore: { eyebrow: 'Explore', title: 'Four decades in the mountains' },
  gallery: {
    eyebrow: 'Gallery',
    title: 'From the gallery',
    /** By what the pictures shown are (lib/gallery/galleryKind.ts). */
    intro: {
      photographs: 'The first few photographs in the gallery. Select one to see it larger.',
      illustrations: 'The first few illustrations in the gallery, drawn for this site until the club’s photographs are added. Select one to see it larger.',
      mixed: 'The first few photographs and illustrations in the gallery. Select one to see it larger.',
    },
    all: 'See the whole gallery',
    label: { photographs: 'Photographs from the gallery', illustrations: 'Illustrations from the gallery', mixed: 'Pictures from the gallery' },
  },
  activities: {
    eyebrow: 'Activities',
    title: 'What the club does',
    intro: 'Expeditions are only part of it. These are the activities the club lists, with how often it holds them.',
    /** Read before an activity's frequency. */
    frequency: 'How often:',
  },
  about: { label: 'About the club' },
  contact: {
    eyebrow: 'Contact',
    title: 'Write to the club',
    intro: 'Questions about a course, an expedition or joining the club? The form writes an e-mail to the club secretary in your own mail app.',
    introUnpublished: 'Questions about a course, an expedition or joining the club? The club’s e-mail address is not published on this site yet: the form keeps your message ready to copy, and the contact page gives the office address.',
  },
  /** The slide show's controls. */
  carousel: {
    label: 'Highlights from the club',
    /** What screen readers call the whole and each slide (aria-roledescription). */
    carouselRole: 'carousel',
    slideRole: 'slide',
    pause: 'Pause the slide show',
    play: 'Play the slide show',
    previous: 'Previous slide',
    next: 'Next slide',
    slide: (position: number, count: number, title: string) => `Slide ${position} of ${count}: ${title}`,
    showSlide: (position: number, count: number, title: string) => `Show slide ${position} of ${count}: ${title}`,
  },
};
