/** Words of the home page around its sections; the pictures and captions are in content/home.yml. */
export const homeWords = {
  metaDescription: (foundedYear: number) =>
    `A Himalayan mountaineering club in Krishnanagar, Nadia, West Bengal, since ${foundedYear}: expeditions, rock-climbing courses, camps and treks.`,
  hero: {
    lead: (foundedYear: number) => `Himalayan expeditions, rock-climbing courses and camps from Krishnanagar, Nadia, since ${foundedYear}.`,
    courses: 'Courses and forms',
    expeditions: 'Our expeditions',
  },
  /** The club's own record: its latest expeditions, each to its report. */
  record: {
    eyebrow: 'Expeditions',
    title: 'The latest expeditions',
    intro: 'The club’s most recent Himalayan expeditions, from its records. Each has a report page with what is known of it and where that comes from.',
    /** Names the list for screen readers. */
    label: 'The latest expeditions, most recent first',
    table: 'Every expedition, in a table',
    reports: 'Every expedition report',
  },
  /** The courses (their forms, once) and any dated event ahead. */
  courses: {
    /** To the events page, where past events are listed too. */
    allEvents: 'All events, past ones included',
  },
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
