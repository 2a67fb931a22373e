/** Words every page's metadata shares: the title pattern and the site's default description. */
export const pagesWords = {
  titleTemplate: (shortName: string, town: string) => `%s | ${shortName}, ${town}`,
  siteDescription: (clubName: string, town: string, district: string, state: string, foundedYear: number) =>
    `${clubName}: a Himalayan mountaineering club in ${town}, ${district}, ${state}, founded in ${foundedYear}.`,
};
