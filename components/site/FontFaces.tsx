import { preload } from 'react-dom';
import { publishedFace, type SubsetFaceKey } from '@/lib/fonts/subsetFaces';

/**
 * Declares and preloads the page's own subset faces (lib/fonts/subsetFaces.ts). Rendered by each
 * edition's layout with its faces only, so a page asks for no face it does not draw with. React
 * puts the preload and the style (it has `precedence`) in the document's head.
 */
export function FontFaces({ faces }: { faces: readonly SubsetFaceKey[] }) {
  const published = faces.map(publishedFace);
  for (const face of published) preload(face.href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  return (
    <style href={`font-faces-${faces.join('-')}`} precedence="default">
      {published.map((face) => face.css).join('\n')}
    </style>
  );
}
