import { SiteLink } from '@/components/site/SiteLink';
import { Picture } from '@/components/photo/Picture';
import { publishedPicture } from '@/lib/images';
import type { Edition } from '@/lib/edition';
import type { HeroSlide } from '@/lib/schema/home';
import { CarouselFrame } from './CarouselFrame';

/**
 * The home page's three-slide carousel. The slides are rendered here, on the server, so every
 * slide is in the static HTML and the first one paints without JavaScript; the client island
 * (CarouselFrame) only keeps the index and the timer.
 */
export function HeroCarousel({ ed, slides }: { ed: Edition; slides: readonly HeroSlide[] }) {
  const say = ed.words.home.carousel;
  return (
    <CarouselFrame
      labels={{ region: say.label, carouselRole: say.carouselRole, slideRole: say.slideRole, pause: say.pause, play: say.play, previous: say.previous, next: say.next }}
      slides={slides.map((slide, index) => ({
        id: slide.id,
        label: say.slide(index + 1, slides.length, slide.title),
        showLabel: say.showSlide(index + 1, slides.length, slide.title),
        content: (
          <figure className="flex h-full flex-col">
            {/* Artwork as it is, photos as build-time variants (lib/images); width/height reserve the space. */}
            <Picture
              picture={publishedPicture(slide.image.src, slide.image)}
              sizes="(min-width: 1280px) 700px, (min-width: 1024px) 55vw, calc(100vw - 2rem)"
              alt={slide.image.alt}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
              decoding={index === 0 ? 'sync' : 'async'}
              className="aspect-[16/10] w-full object-cover"
            />
            <figcaption className="flex-1 px-5 pb-2 pt-5 text-white sm:px-7">
              <span className="block font-display text-2xl font-semibold leading-tight sm:text-3xl">{slide.title}</span>
              <span className="mt-1.5 block max-w-xl text-sky-200">{slide.caption}</span>
              {slide.link && (
                <SiteLink href={slide.link.href.startsWith('/') ? ed.path(slide.link.href) : slide.link.href} className="mt-1 inline-flex min-h-11 items-center gap-1 font-semibold text-summit-400 underline decoration-summit-400/40 hover:decoration-summit-400">
                  {slide.link.label}
                  <span aria-hidden="true">→</span>
                </SiteLink>
              )}
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}
