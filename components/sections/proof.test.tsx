import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ClientMark, Testimonial } from '@/content/schema';
import { ClientMarks } from './client-marks';
import { Testimonials } from './testimonials';

/**
 * A heading over client marks or quotes claims real clients: a sample is never drawn under it,
 * a permissioned one is, and with none permissioned the section is not drawn at all.
 */
describe('client marks and quotes show permissioned clients only', () => {
  const mark = (name: string, sample: boolean) =>
    ({ name, sector: 'credit-unions', symbol: 'key', sample }) as ClientMark;
  const quote = (name: string, sample: boolean) =>
    ({
      text: 'They read the brief before the first call.',
      name,
      role: 'Director',
      organization: 'An organization',
      sector: 'credit-unions',
      sample,
    }) as Testimonial;

  it('draws the real mark and quote and leaves the samples out', () => {
    const marks = renderToStaticMarkup(
      <ClientMarks marks={[mark('Real Union', false), mark('Sample Union', true)]} heading="H" />,
    );
    expect(marks).toContain('Real Union');
    expect(marks).not.toContain('Sample Union');
    const quotes = renderToStaticMarkup(
      <Testimonials
        items={[quote('Real Person', false), quote('Sample Person', true)]}
        heading="H"
      />,
    );
    expect(quotes).toContain('Real Person');
    expect(quotes).not.toContain('Sample Person');
  });

  it('draws nothing, heading included, when every one is a sample', () => {
    expect(renderToStaticMarkup(<ClientMarks marks={[mark('S', true)]} heading="H" />)).toBe('');
    expect(renderToStaticMarkup(<Testimonials items={[quote('S', true)]} heading="H" />)).toBe('');
  });
});
