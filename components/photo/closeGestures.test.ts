import { describe, expect, it, vi } from 'vitest';
import { isVerticalSwipe, isVerticalWheel, listenForCloseGestures } from './closeGestures';

function pointer(type: string, clientX: number, clientY: number): Event {
  return Object.assign(new Event(type), { clientX, clientY });
}

function wheel(deltaX: number, deltaY: number): Event {
  return Object.assign(new Event('wheel'), { deltaX, deltaY });
}

describe('close gestures of the zoom view', () => {
  it('treats a wheel scroll as vertical unless it is mostly sideways', () => {
    expect(isVerticalWheel({ deltaX: 0, deltaY: 40 })).toBe(true);
    expect(isVerticalWheel({ deltaX: 0, deltaY: -3 })).toBe(true);
    expect(isVerticalWheel({ deltaX: 60, deltaY: 10 })).toBe(false);
    expect(isVerticalWheel({ deltaX: 0, deltaY: 0 })).toBe(false);
  });

  it('needs more than 10 px of mostly vertical movement for a swipe', () => {
    expect(isVerticalSwipe(0, 10)).toBe(false);
    expect(isVerticalSwipe(0, 11)).toBe(true);
    expect(isVerticalSwipe(3, -11)).toBe(true);
    expect(isVerticalSwipe(40, 20)).toBe(false);
  });

  it('closes on a vertical wheel or swipe, not on a tap or a sideways swipe, and stops listening when asked', () => {
    const target = new EventTarget() as unknown as Window;
    const close = vi.fn();
    const stop = listenForCloseGestures(target, close);

    target.dispatchEvent(pointer('pointerdown', 100, 100));
    target.dispatchEvent(pointer('pointermove', 104, 106));
    target.dispatchEvent(pointer('pointerup', 104, 106));
    target.dispatchEvent(pointer('pointerdown', 100, 100));
    target.dispatchEvent(pointer('pointermove', 160, 108));
    target.dispatchEvent(pointer('pointerup', 160, 108));
    target.dispatchEvent(wheel(50, 5));
    expect(close).not.toHaveBeenCalled();

    target.dispatchEvent(pointer('pointerdown', 100, 100));
    target.dispatchEvent(pointer('pointermove', 101, 112));
    expect(close).toHaveBeenCalledTimes(1);

    target.dispatchEvent(wheel(0, 30));
    expect(close).toHaveBeenCalledTimes(2);

    // A move without a press (a hovering mouse) never closes.
    target.dispatchEvent(pointer('pointermove', 100, 300));
    expect(close).toHaveBeenCalledTimes(2);

    stop();
    target.dispatchEvent(wheel(0, 30));
    expect(close).toHaveBeenCalledTimes(2);
  });
});
