'use client';

import { useState } from 'react';

type MapFacadeProps = { embedUrl: string; title: string };

/**
 * A drawn placeholder with a "Show map" button. Only after the click is the Google Maps iframe
 * inserted, so the map service gets no request (and sets nothing) unless the visitor asks.
 */
export function MapFacade({ embedUrl, title }: MapFacadeProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-2xl bg-navy-800 shadow-sm ring-1 ring-navy-900/10 sm:aspect-[16/9]">
      {shown ? (
        <iframe
          // Focus moves to the map that replaced the button, so keyboard users are not dropped to the page top.
          ref={(frame) => frame?.focus()}
          src={embedUrl} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className="absolute inset-0 size-full border-0" />
      ) : (
        <>
          <svg aria-hidden="true" viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full">
            <rect width="640" height="360" fill="#13315c" />
            <g fill="none" stroke="#8fb3de" strokeOpacity="0.3" strokeWidth="1.5">
              <path d="M-20 300c120-60 220 20 340-40s220-80 340-20" />
              <path d="M-20 250c100-50 200 10 320-36s240-90 360-24" />
              <path d="M-20 200c90-40 190 0 300-30s250-90 380-30" />
              <path d="M-20 150c80-30 180-10 280-24s260-80 400-32" />
              <path d="M-20 100c80-20 160-16 260-20s280-60 420-32" />
            </g>
            <path d="M0 290h640M330 0v360" stroke="#f5b942" strokeOpacity="0.45" strokeWidth="6" strokeDasharray="18 10" />
            <g transform="translate(330 120)">
              <path d="M0 80C-5 60-28 42-28 22a28 28 0 1 1 56 0c0 20-23 38-28 58Z" fill="#f5b942" />
              <circle cy="22" r="10" fill="#0b1f3a" />
            </g>
          </svg>
          <div className="absolute inset-0 flex flex-col items-center justify-end gap-2 bg-gradient-to-t from-navy-950/85 to-transparent p-5 text-center">
            <button type="button" onClick={() => setShown(true)} className="button-summit">
              Show map
            </button>
            <p className="max-w-sm text-sm text-sky-200">Loads an interactive map from Google Maps, which may set its own cookies.</p>
          </div>
        </>
      )}
    </div>
  );
}
