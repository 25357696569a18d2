/**
 * Short shared copy used by several templates. The words the marketing team edits (the closing
 * call to action, the contact page's text, "What happens next", the page modules' headings, the
 * 404) live in content/copy.yaml, validated by `copySchema` and edited in the editor's "Shared
 * words"; what stays here is fixed: the seed's names for the shell's contact triggers, the one name
 * of the contact action, the error page's text (the spec's, and drawn by a client component that
 * cannot read content files), and the contact form's interface words, which its validation and
 * announcements are written against.
 */
import { fill } from '@/lib/template';
import { errorCopy } from './error-copy';
import { content } from './store';
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
  /**
   * The brief in two steps (with scripts; without them the form is one page, and these headings
   * name its two parts): who you are and the kind of project, then budget, start and message.
   */
  steps: {
    one: 'You and your project',
    two: 'Budget, start and message',
    /** Step two's heading when the form was opened to send one page (no budget or start asked). */
    twoPageCheck: 'Your page and message',
    /** Shown before each heading only while the form is in two steps. */
    of: 'Step {n} of 2',
    next: 'Continue',
    back: 'Back',
  },
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
  choiceHint: 'Optional. A rough answer helps us reply.',
  /** An optional ask for proof before committing: what it is, then what happens. */
  referenceCall: 'I’d like a reference call',
  referenceCallHint:
    'We set up 20 minutes with a client of your kind and size, after our first conversation.',
  /** At the head of the first step while the reference call's box is ticked. */
  referenceNote:
    'You are asking for a reference call: 20 minutes with a client of your kind and size.',
  /** Optional: the page the one-page ask is about, or the organization's site. */
  siteAddress: 'Web address',
  siteAddressHint: 'Optional. The page you’d like us to look at, or your home page.',
  message: 'Message',
  messageHint: 'Your goals, your audiences and anything we should know. {min}–{max} characters.',
  /** The message's hint when the form was opened to send one page. */
  messageHintPageCheck:
    'What the page is for, who uses it, and what bothers you about it. {min}–{max} characters.',
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
  consent: 'I agree that {site} may contact me about this inquiry, as described in the {link}.',
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

/** The form's words as the form receives them: the server fills the site's name into `consent`. */
export type ContactFormCopy = Omit<typeof contactFormCopy, 'consent'> & {
  readonly consent: string;
  /** The note in the form the ask to look at one page opens: the marketing team's words. */
  readonly pageCheckNote: string;
  /** What comes back from that ask, said before Send where no column stands beside the form. */
  readonly pageCheckPromise: { readonly link: string; readonly promise: string };
};

/**
 * The words content/copy.yaml holds, validated by the build (content/schema/copy.ts), read where
 * they are used rather than once when this module loads: under `next dev` a saved edit then shows
 * on the next reload (content/store.ts), and a production server reads its cache.
 */
const copy = () => content().singletons.copy;

/**
 * "What happens next", beside the form and after a message is sent (the dialog's thanks and the
 * /contact/thanks page). `replier` is a team member's slug (content/team/): `{name}` and `{role}`
 * are theirs, so the step names a real person and a missing one fails the build.
 */
export const contactNextSteps = () => copy().nextSteps;

export const snippets = {
  contactAction,
  heroButton: contactAction,
  /** The seed's names for the three contact triggers of the shell. */
  topBarContact: 'Let’s Chat',
  menu: {
    contactLabel: 'Contact Us',
    expeditionLabel: 'Begin Your Digital Expedition',
  },
  get contact() {
    /** The form is named by the label that leads to it (every call to action's). */
    return { title: contactAction, ...copy().contact };
  },
  /** The offer of a reference call where a buyer weighs the proof (/why-cairn's results). */
  referenceOffer: {
    lead: 'Rather hear it from a client?',
    link: 'Ask for a reference call',
    after: ': 20 minutes with a client of your kind and size, after our first conversation.',
  },
  /**
   * Under a sector page's rules, beside this site's record: this page in the editor, folded on a
   * phone under this label (one line at 375 px), under the record shown open.
   */
  sectorProof: {
    fold: 'See these rules in our editor',
  },
  /** The editor's caption on the page its screenshot shows. */
  editorView: {
    heading: 'This page, in the editor our team uses',
    intro:
      'Its rules by name, each one a field to reword, reorder or remove, the way your marketing team would run your own site. A save shows a preview, and the build checks the page before it goes live.',
  },
  /** The editor's caption on another sector's page. */
  editorElsewhere: {
    heading: 'The editor our marketing team uses',
    intro:
      'Our credit unions page open for editing: its rules by name, each one a field to reword, reorder or remove. Every page of this site is run this way, as yours would be. A save shows a preview, and the build checks the page before it goes live.',
  },
  get faqHeading() {
    return copy().faqHeading;
  },
  /** A team member's card on phones: "More about Priya" opens the rest of the bio. */
  get team() {
    return { more: copy().teamMore };
  },
  /** The disclosure that holds the rest of a home page section on phones ("More on how we work"). */
  get foldPrefix() {
    return copy().foldPrefix;
  },
  /** Case studies where they are surfaced (home, client types, services, /work). */
  get work() {
    return copy().work;
  },
  get relatedHeading() {
    return copy().relatedHeading;
  },
  /** The modules each kind of page leads with (components/sections/content-page.tsx). */
  get modules() {
    const modules = copy().modules;
    return {
      ...modules,
      problems: (sector: string) => fill(modules.problems, { sector }),
      when: (platform: string) => fill(modules.when, { platform }),
      whenYes: (platform: string) => fill(modules.whenYes, { platform }),
      sectors: (state: string) => fill(modules.sectors, { state }),
      office: (state: string) => fill(modules.office, { state }),
      nearby: (state: string) => fill(modules.nearby, { state }),
      based: (state: string) => fill(modules.based, { state }),
      meetings: (state: string) => fill(modules.meetings, { state }),
    };
  },
  get notFound() {
    return copy().notFound;
  },
  error: errorCopy,
};
