import { getImageProps } from 'next/image';

interface StaticImageProps {
  src: string;
  /** What the image shows; '' only for a decorative image. */
  alt: string;
  width: number;
  height: number;
  /** The rendered width at each breakpoint, so the browser picks the right file. */
  sizes: string;
  className?: string;
  /** Above the fold: load at once. Everything else loads lazily, 200 px ahead of the viewport. */
  eager?: boolean;
}

/**
 * A raster image through the Next.js image optimizer (the configured device widths, quality 75,
 * AVIF/WebP) as a plain server-rendered <img>: `getImageProps` gives the srcset without the
 * client component `next/image` ships, so pages gain no JavaScript. Width and height are always
 * set, so the space is reserved before the file arrives (no layout shift).
 */
export function StaticImage({ eager = false, className, ...rest }: StaticImageProps) {
  // Its inline `style` (color: transparent, hiding alt text while loading) would need
  // 'unsafe-inline' in the Content-Security-Policy; it is left out.
  const { props } = getImageProps({ ...rest, loading: eager ? 'eager' : 'lazy' });

  // eslint-disable-next-line @next/next/no-img-element -- getImageProps: next/image's markup without its client component
  return <img {...props} style={undefined} alt={rest.alt} className={className} />;
}
