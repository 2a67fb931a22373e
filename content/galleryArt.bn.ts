import type { ArtSpec } from '../../lib/gallery/galleryArt';

/**
 * Bengali twin of content/galleryArt.ts. It holds no words (the titles come from the gallery
 * items), only how each sample item is drawn, so every value equals the English file's; the twin
 * test fails when the two drift apart.
 */
export const galleryArt = [
  { id: 'sandakphu-phalut-trek-2024', scene: 'trail' },
  { id: 'gorichen-2024', scene: 'summit', heightsM: [6488] },
  { id: 'ramjak-2024', scene: 'summit', heightsM: [6318] },
  { id: 'saser-kangri-iv-2018', scene: 'summit', heightsM: [7416] },
  { id: 'nun-2015', scene: 'twin', heightsM: [7135, 7077] },
  { id: 'annapurna-2012', scene: 'summit', heightsM: [8091] },
  { id: 'kanchenjunga-2011', scene: 'summit', heightsM: [8586] },
  { id: 'everest-2010', scene: 'summit', heightsM: [8848.86] },
  { id: 'shivling-2005', scene: 'summit', heightsM: [6543] },
  { id: 'gangstang-1990', scene: 'summit', heightsM: [6162] },
  { id: 'thelu-koteswar-1987', scene: 'twin', heightsM: [6000, 6061] },
  { id: 'susunia-rock-climbing', scene: 'hill' },
] as const satisfies readonly Omit<ArtSpec, 'title'>[];
