import type { Study } from '@/content/work';
import { StaticImage, screenClass } from '@/components/ui/static-image';
import { DeviceFrame } from './device-frame';

const label = 'inline-block rounded-full px-3 py-0.5 text-sm font-bold tracking-wide uppercase';

/**
 * The client's old page beside the new one: two labelled figures, side by side from 768 px and
 * stacked on phones, under one caption that says what changed. Both are desktop screens of the
 * same size, so their boxes are reserved before the files arrive; both load lazily (they sit
 * below the story).
 */
export function BeforeAfter({ pair }: { pair: Study['beforeAfter'] }) {
  const sides = [
    {
      name: 'Before',
      image: pair.before,
      tone: 'border border-muted-foreground text-muted-foreground',
    },
    {
      name: 'After',
      image: pair.after,
      tone: 'border border-accent bg-accent text-accent-foreground',
    },
  ];
  return (
    <figure>
      <div className="grid gap-4 md:grid-cols-2 md:gap-8">
        {sides.map(({ name, image, tone }) => (
          <figure key={name} className="relative">
            {/* The label sits in the window's toolbar, right of the address bar. */}
            <figcaption className="absolute top-1 right-2 z-10">
              <span className={`${label} ${tone}`}>{name}</span>
            </figcaption>
            <DeviceFrame kind="browser">
              <StaticImage
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                sizes="(min-width: 1280px) 460px, (min-width: 768px) 45vw, 100vw"
                className={`h-auto w-full ${screenClass}`}
              />
            </DeviceFrame>
          </figure>
        ))}
      </div>
      <figcaption className="mt-3 max-w-3xl text-sm text-muted-foreground sm:text-base">
        {pair.caption}
      </figcaption>
    </figure>
  );
}
