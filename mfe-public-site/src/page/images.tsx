import { createContext, useContext, useState, type ReactNode } from 'react';
import { imageUrl, IMAGE_SIZES, type ContentImage } from '@portal/shared-domain';

/**
 * Images at the server's allowed sizes only (shared-domain IMAGE_SIZES), each with width and
 * height so the browser reserves their space before they load.
 */

/**
 * A page's first image is its largest paint on a phone when the page has no hero (e.g. the
 * first teaser of /gesuche): it loads at once with high priority, found by the browser in the
 * server's HTML; every later image loads lazily. Server and client render in the same order, so
 * hydration sees the same attributes.
 */
const FirstImageSlot = createContext<{ taken: boolean } | null>(null);

export function FirstImageProvider({ taken, children }: { taken: boolean; children: ReactNode }) {
  const [slot] = useState(() => ({ taken }));
  return <FirstImageSlot.Provider value={slot}>{children}</FirstImageSlot.Provider>;
}

/** Loading attributes of an image: eager and high priority for the page's first, lazy otherwise. */
function useLoading(): { loading?: 'lazy'; fetchPriority?: 'high' } {
  const slot = useContext(FirstImageSlot);
  const [first] = useState(() => {
    if (!slot || slot.taken) return false;
    slot.taken = true;
    return true;
  });
  return first ? { fetchPriority: 'high' } : { loading: 'lazy' };
}

/** A page's hero: 4:3 on small screens, 2:1 from 48em (art direction, hence <picture>). */
export function HeroImage({ image, className }: { image: ContentImage; className?: string }) {
  const { heroSmall, hero } = IMAGE_SIZES;
  return (
    <picture>
      <source media="(min-width: 48em)" srcSet={imageUrl(image, 'hero')} width={hero.w} height={hero.h} />
      <img className={className} src={imageUrl(image, 'heroSmall')} width={heroSmall.w} height={heroSmall.h} alt={image.alt} />
    </picture>
  );
}

/**
 * A teaser card's picture (16:10). It is decorative: the card's heading names the same link, so
 * screen readers do not hear the teaser twice.
 */
export function CardImage({ image, sizes, className }: { image: ContentImage; sizes: string; className?: string }) {
  const { card, cardLarge } = IMAGE_SIZES;
  const loading = useLoading();
  return (
    <img
      className={className}
      src={imageUrl(image, 'card')}
      srcSet={`${imageUrl(image, 'card')} ${card.w}w, ${imageUrl(image, 'cardLarge')} ${cardLarge.w}w`}
      sizes={sizes}
      width={card.w}
      height={card.h}
      alt=""
      {...loading}
    />
  );
}

/** A person's square portrait. */
export function PortraitImage({ image, className }: { image: ContentImage; className?: string }) {
  const { portrait } = IMAGE_SIZES;
  const loading = useLoading();
  return <img className={className} src={imageUrl(image, 'portrait')} width={portrait.w} height={portrait.h} alt={image.alt} {...loading} />;
}

/** An image in the text column in its own ratio, at most 1200 px wide (never enlarged). */
export function ContentImageView({ image, className }: { image: ContentImage; className?: string }) {
  const maxWidth = IMAGE_SIZES.content.w;
  const width = image.width ? Math.min(image.width, maxWidth) : undefined;
  const height = width && image.width && image.height ? Math.round((image.height * width) / image.width) : undefined;
  const loading = useLoading();
  return <img className={className} src={imageUrl(image, 'content')} width={width} height={height} alt={image.alt} {...loading} />;
}
