/** The home page slide show's controls. */
export const carouselWords = {
  label: 'Highlights from the club',
  pause: 'Pause the slide show',
  play: 'Play the slide show',
  previous: 'Previous slide',
  next: 'Next slide',
  slide: (position: number, count: number, title: string) => `Slide ${position} of ${count}: ${title}`,
  showSlide: (position: number, count: number, title: string) => `Show slide ${position} of ${count}: ${title}`,
};
