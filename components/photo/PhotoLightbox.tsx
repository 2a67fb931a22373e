'use client';

import { useEffect } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
// The styles travel with this lazily loaded module, so pages pay for them only once a photo is opened.
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import './photoLightbox.css';
import { zoomSrc, zoomSrcSet } from '@/lib/images/picture';
import { listenForCloseGestures } from './closeGestures';
import type { PhotoWords, ZoomPhoto } from './types';

export interface PhotoLightboxProps {
  photos: readonly ZoomPhoto[];
  index: number;
  open: boolean;
  onClose: () => void;
  onView: (index: number) => void;
  onExited: () => void;
  /** The viewer's control labels in the page's language. */
  words: PhotoWords['viewer'];
}

/**
 * The zoom view (yet-another-react-lightbox): arrows and horizontal swipes move between photos,
 * and it closes on Escape, the close button, a click on the backdrop, a vertical swipe, or a
 * vertical wheel scroll. While open it locks page scroll and pads for the scrollbar it hides.
 */
export default function PhotoLightbox({ photos, index, open, onClose, onView, onExited, words }: PhotoLightboxProps) {
  useEffect(() => (open ? listenForCloseGestures(window, onClose) : undefined), [open, onClose]);

  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={photos.map((photo) => ({
        // The largest published variant (at most 2400 px) and the smaller ones for smaller screens;
        // never the original file.
        src: zoomSrc(photo.picture),
        srcSet: zoomSrcSet(photo.picture),
        alt: photo.alt,
        width: photo.picture.width,
        height: photo.picture.height,
        title: photo.title,
        description: photo.description,
      }))}
      plugins={[Captions]}
      captions={{ showToggle: false, descriptionTextAlign: 'center' }}
      carousel={{ finite: photos.length <= 1, padding: '24px' }}
      render={photos.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true, closeOnPullUp: true, closeOnEscape: true }}
      labels={{ Close: words.close, Lightbox: words.viewer, Previous: words.previous, Next: words.next }}
      styles={{ container: { backgroundColor: '#061427' } }}
      on={{ view: ({ index: current }) => onView(current), exited: onExited }}
    />
  );
}
