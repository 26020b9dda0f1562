import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { generatedImage } from '@fanclub/shared/generated-image';
import { CAROUSEL_CARD_COUNT } from '@fanclub/shared/limits';
import type { Tier } from '@fanclub/shared/roles';
import { paths } from '../../app/paths';
import { useSession } from '../session';
import { subscribeToPlan } from '../subscribe-link';
import { ArtImage } from '../../components/ui/art-image';
import { useCarousel } from './use-carousel';

const AUTO_ADVANCE_MS = 5_000;

type Slide = { title: string; text: string; cta: string; to: string };

// The first card sells only what the viewer can still buy: the fan club to guests and free fans,
// VIP to Fan+ members; a VIP member has nothing left to buy, so theirs points at their perks.
const CLUB_SLIDE: Readonly<Record<Tier | 'guest', Slide>> = {
  guest: {
    title: 'Join the Fan Club',
    text: 'Exclusive drops, early tickets and members-only streams.',
    cta: 'Join Now',
    to: subscribeToPlan('fanplus'),
  },
  free: {
    title: 'Join the Fan Club',
    text: 'Exclusive drops, early tickets and members-only streams.',
    cta: 'Join Now',
    to: subscribeToPlan('fanplus'),
  },
  fanplus: {
    title: 'Go VIP',
    text: 'Backstage content, early tickets and 10% off merch.',
    cta: 'Upgrade to VIP',
    to: subscribeToPlan('vip'),
  },
  vip: {
    title: 'Your VIP Backstage',
    text: 'Backstage clips and VIP livestreams are waiting for you.',
    cta: 'Watch Now',
    to: paths.mediaHub,
  },
};

// The other two cards the spec names (Home / feed): live shows, merch.
const OTHER_SLIDES: readonly Slide[] = [
  {
    title: 'Live Shows',
    text: 'Catch Aria on tour this spring.',
    cta: 'See Dates',
    to: paths.events,
  },
  {
    title: 'Official Merch',
    text: 'Tees, hoodies and vinyl from the Late Bloom era.',
    cta: 'Shop Now',
    to: paths.shopList,
  },
];

const IMAGES = [1, 2, 3].map((n) => generatedImage(`carousel-${n}`, [800], 4 / 3));

const roundButton =
  'grid size-11 place-items-center rounded-full bg-black/55 text-white backdrop-blur hover:bg-black/75';

/** Looping three-card promo carousel with dots, arrows, swipe and a pause control. */
export function PromoCarousel() {
  const { tier } = useSession();
  const slides = [CLUB_SLIDE[tier ?? 'guest'], ...OTHER_SLIDES]
    .slice(0, CAROUSEL_CARD_COUNT)
    .map((slide, i) => ({ ...slide, image: IMAGES[i] }));
  const c = useCarousel(slides.length, AUTO_ADVANCE_MS);

  return (
    <section aria-roledescription="carousel" aria-label="Highlights" className="relative">
      <div
        className="relative touch-pan-y overflow-hidden rounded-3xl bg-stage-800 select-none"
        {...c.swipeHandlers}
      >
        <ul
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${c.index * 100}%)` }}
          aria-live={c.autoplay ? 'off' : 'polite'}
        >
          {slides.map((slide, i) => (
            <li
              key={slide.title}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}: ${slide.title}`}
              inert={i !== c.index}
              className="w-full shrink-0"
            >
              <Link to={slide.to} draggable={false} className="relative block aspect-[4/3]">
                <ArtImage
                  image={slide.image}
                  alt=""
                  sizes="(min-width: 36rem) 36rem, 100vw"
                  priority={i === 0}
                  className="absolute inset-0 size-full object-cover"
                />
                <span className="absolute inset-0 bg-gradient-to-t from-black/90 via-black/60 via-45% to-transparent" />
                <span className="absolute inset-x-0 bottom-0 p-5 pr-28">
                  <span className="block font-display text-2xl font-bold">{slide.title}</span>
                  <span className="mt-1 block text-sm text-white/85">{slide.text}</span>
                  <span className="mt-3 inline-flex min-h-9 items-center rounded-full bg-accent-fill px-4 text-sm font-semibold">
                    {slide.cta}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="absolute right-3 bottom-4 flex gap-2">
          <button
            type="button"
            onClick={c.prev}
            aria-label="Previous slide"
            className={roundButton}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button type="button" onClick={c.next} aria-label="Next slide" className={roundButton}>
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      </div>

      <div className="relative mt-1 flex items-center justify-center">
        {slides.map((slide, i) => (
          <button
            key={slide.title}
            type="button"
            onClick={() => c.go(i)}
            aria-label={`Show slide ${i + 1}: ${slide.title}`}
            aria-current={i === c.index ? 'true' : undefined}
            className="group grid size-11 place-items-center"
          >
            <span
              aria-hidden
              className={`h-2 rounded-full transition-all ${i === c.index ? 'w-6 bg-accent-fill' : 'w-2 bg-stage-400 group-hover:bg-stage-300'}`}
            />
          </button>
        ))}
        {c.canAutoplay && (
          <button
            type="button"
            onClick={c.togglePaused}
            aria-label={c.paused ? 'Play carousel' : 'Pause carousel'}
            className="absolute top-0 right-0 grid size-11 place-items-center text-stage-300 hover:text-white"
          >
            {c.paused ? (
              <Play aria-hidden className="size-4" />
            ) : (
              <Pause aria-hidden className="size-4" />
            )}
          </button>
        )}
      </div>
    </section>
  );
}
