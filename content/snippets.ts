/**
 * Short shared copy used by several templates (call to action, 404, error page). Kept here, in
 * content/, so the marketing team edits words without touching components.
 */
/**
 * The one label of every call to action that opens the contact form, apart from the seed's three
 * shell triggers below (top bar, menu link, menu button), which keep the names the seed gives them.
 */
const contactAction = 'Start a conversation';

/**
 * The contact form's words (components/contact/). `{slot}`s are filled in where the form shows
 * them (lib/template.ts). Kept apart from `snippets` so the form's page code carries only these:
 * the panel hands them to the form, which runs in the browser.
 */
export const contactFormCopy = {
  formLabel: 'Contact form',
  requiredNote: 'Fields marked (required) must be filled in.',
  name: 'Name',
  email: 'E-mail',
  organization: 'Organization',
  organizationType: 'Organization type',
  organizationTypePlaceholder: 'Choose one',
  phone: 'Phone',
  projectType: 'What kind of project is it?',
  budget: 'Budget',
  timeline: 'When would you like to start?',
  /** Under each of the three optional choices. */
  choiceHint: 'Optional. A rough answer helps us reply with the right people.',
  message: 'Message',
  messageHint: 'Your goals, your audiences and anything we should know. {min}–{max} characters.',
  /** The visible count under the message box; "characters" is read out, not shown. */
  count: '{length} / {max}',
  countUnit: ' characters',
  /** Announced when the message's length crosses a limit, never per keystroke. */
  lengthNote: {
    short: '{length} characters: at least {min} needed.',
    ok: '{length} characters: long enough to send.',
    near: '{left} characters left.',
    over: '{over} characters over the {max} limit.',
  },
  consent: 'I agree that {site} may contact me about this enquiry, as described in the {link}.',
  consentLink: 'privacy policy',
  honeypot: 'Website (leave this empty)',
  newTab: ' (opens in a new tab)',
  send: 'Send message',
  sendAgain: 'Try sending again',
  sending: 'Sending…',
  sendingStatus: 'Sending your message…',
  recaptcha: 'This form is protected by reCAPTCHA; the Google {privacy} and {terms} apply.',
  recaptchaPrivacy: 'Privacy Policy',
  recaptchaTerms: 'Terms of Service',
  summary: {
    one: 'Your message was not sent yet: one field needs a change.',
    many: 'Your message was not sent yet: {count} fields need a change.',
  },
  /** What went wrong, for people: the title says the message was not sent, the detail what to do. */
  failure: {
    network: {
      title: 'Your message was not sent: we could not reach our server.',
      detail: 'Check your connection and try again.',
    },
    'rate-limited': {
      title: 'You have sent several messages in a short time.',
      detail: 'Please try again {wait}.',
    },
    forbidden: {
      title: 'Your message was not sent: our spam check could not confirm it came from a person.',
      detail: 'Please try again, or reach us directly.',
    },
    unavailable: {
      title: 'Your message was not sent: our system is briefly unavailable.',
      detail: 'Please try again in a few minutes.',
    },
    invalid: {
      title: 'Your message was not sent: part of it could not be accepted.',
      detail: 'Please check the fields marked below and send it again.',
    },
    rejected: {
      title: 'Your message was not sent: something went wrong on our side.',
      detail: 'Please try again, or reach us directly.',
    },
  },
  /** How long to wait before trying again, from the server's Retry-After. */
  wait: {
    unknown: 'in a few minutes',
    seconds: 'in a few seconds',
    underMinute: 'in under a minute',
    minute: 'in about a minute',
    minutes: 'in about {n} minutes',
    hour: 'in about an hour',
    hours: 'in about {n} hours',
  },
  kept: 'Everything you typed is still here.',
  failureDirect: 'Rather talk to a person now?',
  thanks: 'Thank you, {name}.',
  thanksBody:
    'Your message is with us. A senior strategist will read it and reply to {email} within one business day.',
  thanksDirect: 'Anything urgent?',
  close: 'Close',
  another: 'Send another message',
} as const;

export type ContactFormCopy = typeof contactFormCopy;

/**
 * "What happens next", beside the form and after a message is sent (the dialog's thanks and the
 * /contact/thanks page). `replier` is a team member's slug (content/team/): `{name}` and `{role}`
 * are theirs, so the step names a real person and a missing one fails the build. The reply time
 * is the one every other promise on the site makes (one business day).
 */
export const contactNextSteps = {
  title: 'What happens next',
  replier: 'tomas-ibarra',
  steps: [
    {
      title: 'A strategist reads it',
      body: '{name}, our {role}, or a senior strategist on the team reads your message. It never sits in a sales queue.',
    },
    {
      title: 'A reply within one business day',
      body: 'You get a personal e-mail with any questions we have and a few times for a first call.',
    },
    {
      title: 'A first call of 30 minutes',
      body: 'We talk through your goals, your audiences, your deadline and the rules your site must meet. You leave with honest next steps, even if the answer is that you do not need us yet.',
    },
  ],
} as const;

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
    /** The form is named by the label that leads to it (every call to action's). */
    title: contactAction,
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
  /** A team member's card on phones: "More about Priya" opens the rest of the bio. */
  team: { more: 'More about' },
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
  /** The modules each kind of page leads with (components/sections/content-page.tsx). */
  modules: {
    problems: (sector: string) => `Problems we solve for ${sector}`,
    rules: 'Rules your website must meet',
    rulesIntro:
      'What each rule means for the website, in plain words. Your compliance or legal team makes the calls; we build the site so their decisions are easy to apply and hard to undo by accident.',
    rulesFold: 'What it means for the site',
    when: (platform: string) => `Is ${platform} the right choice?`,
    whenYes: (platform: string) => `Choose ${platform} when`,
    whenNo: 'Look elsewhere when',
    sectors: (state: string) => `Who we serve in ${state}`,
    office: (state: string, address: string) =>
      `Every ${state} project is led from our office at ${address}, with workshops in person when they help and everything else remote.`,
    study: 'Case study:',
    steps: 'How it works, step by step',
    deliverables: 'What you get',
    ways: {
      length: 'How long',
      price: 'How it is priced',
      start: 'How it starts',
      offers: 'Draws on',
    },
  },
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
