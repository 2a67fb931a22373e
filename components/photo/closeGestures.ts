/**
 * The ways of leaving the zoom view that the lightbox does not offer by itself, from the original
 * site: any vertical wheel scroll, and a vertical swipe (touch, pen or a mouse drag) of more than
 * 10 px. Horizontal wheel and swipes stay with the lightbox, which uses them to change photos.
 */
export const SWIPE_TO_CLOSE_PX = 10;

export function isVerticalWheel(event: Pick<WheelEvent, 'deltaX' | 'deltaY'>): boolean {
  return event.deltaY !== 0 && Math.abs(event.deltaY) >= Math.abs(event.deltaX);
}

export function isVerticalSwipe(dx: number, dy: number): boolean {
  return Math.abs(dy) > SWIPE_TO_CLOSE_PX && Math.abs(dy) > Math.abs(dx);
}

/** Listens on `target` while the view is open; returns the function that stops listening. */
export function listenForCloseGestures(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, close: () => void): () => void {
  let start: { x: number; y: number } | undefined;
  const onWheel = (event: WheelEvent) => {
    if (isVerticalWheel(event)) close();
  };
  const onDown = (event: PointerEvent) => {
    start = { x: event.clientX, y: event.clientY };
  };
  const onMove = (event: PointerEvent) => {
    if (start && isVerticalSwipe(event.clientX - start.x, event.clientY - start.y)) {
      start = undefined;
      close();
    }
  };
  const onEnd = () => {
    start = undefined;
  };
  const options = { capture: true, passive: true } as const;
  target.addEventListener('wheel', onWheel, options);
  target.addEventListener('pointerdown', onDown, options);
  target.addEventListener('pointermove', onMove, options);
  target.addEventListener('pointerup', onEnd, options);
  target.addEventListener('pointercancel', onEnd, options);
  return () => {
    target.removeEventListener('wheel', onWheel, options);
    target.removeEventListener('pointerdown', onDown, options);
    target.removeEventListener('pointermove', onMove, options);
    target.removeEventListener('pointerup', onEnd, options);
    target.removeEventListener('pointercancel', onEnd, options);
  };
}
