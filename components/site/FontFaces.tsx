import { preload } from 'react-dom';
import { publishedFace, type SubsetFaceKey } from '@/lib/fonts/subsetFaces';

/**
 * Declares the page's subset faces (lib/fonts/subsetFaces.ts) and preloads the ones it draws with
 * from the first paint. A face declared but not preloaded costs a few bytes of CSS and no download
 * until some text in its script is drawn with it (its unicode-range): a Bengali peak name on an
 * English page fetches the Bengali face, every other English page does not. React puts the preload
 * and the style (it has `precedence`) in the document's head.
 */
export function FontFaces({ preloaded, declared }: { preloaded: readonly SubsetFaceKey[]; declared: readonly SubsetFaceKey[] }) {
  const faces = [...new Set([...preloaded, ...declared])];
  for (const key of preloaded) preload(publishedFace(key).href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  return (
    <style href={`font-faces-${faces.join('-')}`} precedence="default">
      {faces.map((key) => publishedFace(key).css).join('\n')}
    </style>
  );
}
