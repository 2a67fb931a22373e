/** The home page slide show's controls. */
export const carouselWords = {
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
};
