import { ContactTrigger } from '@/components/contact/contact-trigger';
import { snippets } from '@/content/snippets';
import { Container } from './container';

export function CtaBand() {
  const { heading, body, button } = snippets.cta;
  return (
    <section aria-labelledby="cta-heading" className="py-12">
      <Container>
        <div className="rounded-3xl bg-highlight px-6 py-12 text-highlight-foreground sm:px-12">
          <h2
            id="cta-heading"
            className="max-w-2xl font-display text-3xl font-semibold sm:text-4xl"
          >
            {heading}
          </h2>
          <p className="mt-4 max-w-2xl text-lg">{body}</p>
          <div className="mt-8">
            <ContactTrigger>{button}</ContactTrigger>
          </div>
        </div>
      </Container>
    </section>
  );
}
