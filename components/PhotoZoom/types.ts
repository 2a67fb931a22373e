/** Kept for the components that import it from here; the type lives with the pictures (lib/images/zoomPhoto.ts). */
export type { ZoomPhoto } from '@/lib/images/zoomPhoto';
