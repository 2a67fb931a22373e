/**
 * What a set of published gallery items holds, so the words around it say what they are: the
 * image step publishes a photograph as encoded variants (a `key`), and our SVG illustrations as
 * they are (no `key`). An empty set counts as illustrations, like the sample gallery.
 */
export type GalleryKind = 'photographs' | 'illustrations' | 'mixed';

export function galleryKind(items: readonly { picture: { key?: string } }[]): GalleryKind {
  const photographs = items.filter((item) => item.picture.key !== undefined).length;
  if (photographs === 0) return 'illustrations';
  return photographs === items.length ? 'photographs' : 'mixed';
}
