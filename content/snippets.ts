/**
 * Short shared copy used by several templates (call to action, 404, error page). Kept here, in
 * content/, so the marketing team edits words without touching components.
 */
/**
 * The one label of every call to action that opens the contact form, apart from the seed's three
 * shell triggers below (top bar, menu link, menu button), which keep the names the seed gives them.
 */
const contactAction = 'Start a conversation';

export const snippets = {
  contactAction,
  cta: {
    heading: 'Ready for the next leg of the climb?',
    body: 'Tell us about your audiences, your platform and your deadline. A senior strategist will reply within one business day with honest next steps, even if the answer is that you do not need us yet.',
    button: contactAction,
  },
  heroButton: contactAction,
  /** The seed's names for the three contact triggers of the shell. */
  topBarContact: "Let's Chat",
  menu: {
    contactLabel: 'Contact Us',
    expeditionLabel: 'Begin Your Digital Expedition',
  },
  contact: {
    title: "Let's plan your expedition",
    intro:
      'Tell us where your website needs to go. A senior strategist reads every message and replies within one business day.',
    direct: 'Prefer to talk?',
    directTitle: 'Reach us directly',
    thanksTitle: 'Thank you. Your message is with us.',
    thanksBody:
      'A senior strategist will read it and reply to the e-mail address you gave within one business day.',
    urgent: 'Anything urgent?',
    retryTitle: 'Your message was not sent yet',
  },
  faqHeading: 'Frequently asked questions',
  /** The disclosure that holds the rest of a home page section on phones ("More on how we work"). */
  foldPrefix: 'More on',
  /** Case studies where they are surfaced (home, client types, services, /work). */
  work: {
    homeHeading: 'Recent work',
    homeIntro:
      'Three projects, three kinds of organization: what each needed, what we built and what changed, measured against a baseline.',
    sectorHeading: 'Our work for',
    offerHeading: 'Case studies:',
    more: 'All case studies',
    moreHeading: 'More case studies',
    marksHeading: 'Organizations we have worked with',
    testimonialsHeading: 'In their words',
  },
  relatedHeading: 'Related services and solutions',
  notFound: {
    title: 'Page not found',
    heading: 'This trail does not go anywhere',
    body: 'The page you were looking for has moved or never existed. These paths lead somewhere useful:',
  },
  error: {
    title: 'Unexpected Error',
    body: 'Something went wrong...',
    detailsLabel: 'Error details',
    retry: 'Try again',
    home: 'Go to the home page',
  },
} as const;
