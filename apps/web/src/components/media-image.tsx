import { useRef, type ImgHTMLAttributes } from 'react';

export interface MediaImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'onError'
> {
  /** A signed media link (it stops working after a few minutes: decision 040). */
  src: string;
  alt: string;
  /**
   * Called once when the image fails to load, which for a signed link nearly always means it
   * expired: the screen refetches its answer so fresh links arrive.
   */
  onExpired?: () => void;
}

/**
 * An image of a stored file. Lazy by default (a class grid holds hundreds); a failed load asks
 * for fresh links once per link, so a broken file cannot loop refetching.
 */
export function MediaImage({ src, alt, onExpired, loading = 'lazy', ...rest }: MediaImageProps) {
  // The link that last failed: a fresh link (a new answer) may report again, the same one may not.
  const reported = useRef<string | null>(null);
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => {
        if (reported.current === src) return;
        reported.current = src;
        onExpired?.();
      }}
    />
  );
}
