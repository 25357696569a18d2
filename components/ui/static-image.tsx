import { getImageProps } from 'next/image';

interface ImageFile {
  src: string;
  width: number;
  height: number;
}

interface StaticImageProps extends ImageFile {
  /** What the image shows; '' only for a decorative image. */
  alt: string;
  /** The rendered width at each breakpoint, so the browser picks the right file. */
  sizes: string;
  className?: string;
  /** Above the fold: load at once. Everything else loads lazily, 200 px ahead of the viewport. */
  eager?: boolean;
  /**
   * The same subject cropped for phones (a `<picture>` source below 640 px): a desktop screen
   * shrunk to a phone's width is unreadable, its phone crop is not.
   */
  phone?: ImageFile;
  /** Where the phone crop gives way to the main image: below 640 px (sm) or below 1024 px (lg). */
  phoneBelow?: 'sm' | 'lg';
  /** The phone crop's rendered width (`sizes`), when it is shown narrower than the viewport. */
  phoneSizes?: string;
}

const PHONE_MEDIA = { sm: '(max-width: 639px)', lg: '(max-width: 1023px)' };

/** The narrowest phone a crop is drawn for, in CSS pixels. */
const NARROWEST_PHONE = 320;

/**
 * The widths of a phone crop's srcset a phone can use: none narrower than the narrowest phone
 * (the optimizer lists icon sizes from 32 px) and none past the first that covers the file's own
 * width (the optimizer never widens a file, so the rest repeat it). Each entry left out is a URL
 * less in the document, twice: its HTML and the payload.
 */
export function phoneSrcSet(srcSet: string, fileWidth: number): string {
  const entries = srcSet.split(', ').map((entry) => ({
    entry,
    width: Number(/ (\d+)w$/.exec(entry)?.[1] ?? NaN),
  }));
  const cover = entries.find((e) => e.width >= fileWidth)?.width ?? Infinity;
  const kept = entries.filter((e) => e.width >= NARROWEST_PHONE && e.width <= cover);
  return (kept.length > 0 ? kept : entries).map((e) => e.entry).join(', ');
}

/** Screens in the dark theme: dimmed a little, so a white page is not a glaring block. */
export const screenClass = 'dark:brightness-[.82] dark:contrast-[1.05]';

/**
 * A raster image through the Next.js image optimizer (the configured device widths, quality 75,
 * AVIF/WebP) as a plain server-rendered <img>: `getImageProps` gives the srcset without the
 * client component `next/image` ships, so pages gain no JavaScript. Width and height are always
 * set, so the space is reserved before the file arrives (no layout shift).
 */
export function StaticImage({
  eager = false,
  className,
  phone,
  phoneBelow = 'sm',
  phoneSizes = '100vw',
  ...rest
}: StaticImageProps) {
  // Its inline `style` (color: transparent, hiding alt text while loading) would need
  // 'unsafe-inline' in the Content-Security-Policy; it is left out.
  const { props } = getImageProps({ ...rest, loading: eager ? 'eager' : 'lazy' });
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps: next/image's markup without its client component
  const img = <img {...props} style={undefined} alt={rest.alt} className={className} />;
  if (!phone) return img;
  const {
    props: { srcSet },
  } = getImageProps({ ...phone, alt: rest.alt, sizes: phoneSizes });
  return (
    <picture>
      <source
        media={PHONE_MEDIA[phoneBelow]}
        srcSet={srcSet ? phoneSrcSet(srcSet, phone.width) : undefined}
        sizes={phoneSizes}
        width={phone.width}
        height={phone.height}
      />
      {img}
    </picture>
  );
}
