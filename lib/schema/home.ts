import { z } from 'zod';
import { text, type Overlay } from './text';

/** A site path (internal link), e.g. `/gallery/` or `/#activities`. */
const sitePath = z.string().regex(/^\/[^\s]*$/, { message: 'must be a path on this site starting with /' });

/** An image in public/, referenced by its path; width and height keep the layout from shifting. */
const imageSchema = z.object({
  src: z.string().regex(/^\/images\/[a-z0-9-]+\.(svg|png|jpe?g|webp|avif)$/, { message: 'must be a file in public/images/, e.g. /images/hero-banner.svg' }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** What the picture shows; say "Artwork:" when it is a drawing, not a photograph. */
  alt: text(),
});

export const heroSlideSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, { message: 'must be lower-case letters, digits and hyphens' }),
  image: imageSchema,
  title: text(),
  caption: text(),
  link: z.object({ label: text(), href: sitePath }).optional(),
});

export const homeSchema = z.object({
  /** The carousel: exactly three slides, as on the original site. */
  heroSlides: z.array(heroSlideSchema).length(3, { message: 'the carousel has exactly 3 slides' }),
  /** The picture beside the About section on the home page. */
  aboutImage: imageSchema.extend({ caption: text() }),
});

export type Home = z.output<typeof homeSchema>;
export type HeroSlide = Home['heroSlides'][number];

/** Another language's words for the home page's pictures (content/home.yml › <lang>). */
export type HomeOverlay = Overlay<typeof homeSchema>;
