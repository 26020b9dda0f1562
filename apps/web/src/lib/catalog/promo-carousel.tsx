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
import { useT } from '../i18n/i18n-context';

const AUTO_ADVANCE_MS = 5_000;

/** A card's words are the `promo` namespace's <name>Title, <name>Text and <name>Cta. */
type Slide = { name: 'join' | 'vip' | 'backstage' | 'live' | 'merch'; to: string };

// The first card sells only what the viewer can still buy: the fan club to guests and free fans,
// VIP to Fan+ members; a VIP member has nothing left to buy, so theirs points at their perks.
const CLUB_SLIDE: Readonly<Record<Tier | 'guest', Slide>> = {
  guest: { name: 'join', to: subscribeToPlan('fanplus') },
  free: { name: 'join', to: subscribeToPlan('fanplus') },
  fanplus: { name: 'vip', to: subscribeToPlan('vip') },
  vip: { name: 'backstage', to: paths.mediaHub },
};

// The other two cards the spec names (Home / feed): live shows, merch.
const OTHER_SLIDES: readonly Slide[] = [
  { name: 'live', to: paths.events },
  { name: 'merch', to: paths.shopList },
];

const IMAGES = [1, 2, 3].map((n) => generatedImage(`carousel-${n}`, [800], 4 / 3));

const roundButton =
  'grid size-11 place-items-center rounded-full bg-black/55 text-white backdrop-blur hover:bg-black/75';

/**
 * Looping three-card promo carousel with dots, arrows, swipe and a pause control. Its texts are
 * the `promo` namespace, loaded with its code (home's feed-screen.tsx, the /carousel route).
 */
export function PromoCarousel() {
  const t = useT();
  const { tier } = useSession();
  const slides = [CLUB_SLIDE[tier ?? 'guest'], ...OTHER_SLIDES]
    .slice(0, CAROUSEL_CARD_COUNT)
    .map(({ name, to }, i) => ({
      to,
      title: t(`promo.${name}Title`),
      text: t(`promo.${name}Text`),
      cta: t(`promo.${name}Cta`),
      image: IMAGES[i],
    }));
  const c = useCarousel(slides.length, AUTO_ADVANCE_MS);

  return (
    <section
      aria-roledescription={t('promo.carousel')}
      aria-label={t('promo.highlights')}
      className="relative"
    >
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
              aria-roledescription={t('promo.slide')}
              aria-label={t('promo.slideOf', {
                index: i + 1,
                count: slides.length,
                title: slide.title,
              })}
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
            aria-label={t('promo.previousSlide')}
            className={roundButton}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            onClick={c.next}
            aria-label={t('promo.nextSlide')}
            className={roundButton}
          >
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
            aria-label={t('promo.showSlide', { index: i + 1, title: slide.title })}
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
            aria-label={c.paused ? t('promo.playCarousel') : t('promo.pauseCarousel')}
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
