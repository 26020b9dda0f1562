import { useState } from 'react';
import type { ImageAsset } from '@fanclub/shared/media';

const FALLBACK = '/media/placeholder-800.webp';

interface ArtImageProps {
  image: ImageAsset | null | undefined;
  alt: string;
  sizes?: string;
  className?: string;
  /** Above-the-fold images load eagerly with high priority (LCP); the rest lazily. */
  priority?: boolean;
  /** Names the picture for a shared-element view transition (card → detail), where supported. */
  transitionName?: string;
}

/** Responsive AVIF/WebP picture with its intrinsic size set (no layout shift) and a placeholder on error. */
export function ArtImage({
  image,
  alt,
  sizes = '100vw',
  className = '',
  priority = false,
  transitionName,
}: ArtImageProps) {
  const style = transitionName ? { viewTransitionName: transitionName } : undefined;
  const [failed, setFailed] = useState(false);
  const width = image?.width ?? 800;
  const height = image?.height ?? 800;
  if (!image || failed) {
    return (
      <img
        src={FALLBACK}
        alt={alt}
        width={width}
        height={height}
        className={className}
        style={style}
      />
    );
  }
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.url}
        alt={alt}
        width={width}
        height={height}
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onError={() => setFailed(true)}
        className={className}
        style={style}
      />
    </picture>
  );
}
