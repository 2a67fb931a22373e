'use client';

import { useState } from 'react';
import { OfficeLocationArt } from './OfficeLocationArt';

type MapFacadeProps = { embedUrl: string; title: string; showLabel: string; showNote: string };

/**
 * A drawn placeholder with a "Show map" button. Only after the click is the Google Maps iframe
 * inserted, so the map service gets no request (and sets nothing) unless the visitor asks.
 */
export function MapFacade({ embedUrl, title, showLabel, showNote }: MapFacadeProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="card relative aspect-[4/3] w-full overflow-hidden rounded-2xl bg-navy-800 sm:aspect-[16/9]">
      {shown ? (
        <iframe
          // Focus moves to the map that replaced the button, so keyboard users are not dropped to the page top.
          ref={(frame) => frame?.focus()}
          src={embedUrl} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className="absolute inset-0 size-full border-0" />
      ) : (
        <>
          <OfficeLocationArt className="absolute inset-0 size-full" />
          {/* Without JavaScript the button could not show the map: the drawing stands alone. */}
          <div className="absolute inset-0 flex flex-col items-center justify-end gap-2 bg-gradient-to-t from-navy-950/85 to-transparent p-5 text-center noscript:hidden">
            <button type="button" onClick={() => setShown(true)} className="button-summit">
              {showLabel}
            </button>
            <p className="max-w-sm text-sm text-sky-200">{showNote}</p>
          </div>
        </>
      )}
    </div>
  );
}
