import { whyPath } from './site';

/**
 * The one navigation model: the top bar, the full-screen menu, the footer and the sitemap test
 * all read it. Labels here are the short menu labels; each page's own title lives in content/.
 */
export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  id: string;
  title: string;
  overview: NavLink;
  links: NavLink[];
}

export const topBarLinks: NavLink[] = [
  { label: 'Marketing Teams', href: '/clients' },
  { label: 'Services & Solutions', href: '/services' },
  { label: 'Platforms', href: '/services#platforms' },
];

export const menuGroups: NavGroup[] = [
  {
    id: 'who-we-help',
    title: 'Who We Help',
    overview: { label: 'All marketing teams', href: '/clients' },
    links: [
      { label: 'Non-profits', href: '/clients/non-profit-organizations' },
      { label: 'Membership organizations', href: '/clients/membership-organizations' },
      { label: 'Utilities', href: '/clients/utility-companies' },
      { label: 'Credit unions', href: '/clients/credit-unions' },
      { label: 'Healthcare', href: '/clients/healthcare-organizations' },
    ],
  },
  {
    id: 'what-we-do',
    title: 'What We Do',
    overview: { label: 'All services', href: '/services' },
    links: [
      { label: 'Custom web development', href: '/services/custom-web-development' },
      { label: 'Custom web design', href: '/services/custom-web-design' },
      { label: 'Digital marketing', href: '/services/digital-marketing' },
      { label: 'Analytics', href: '/solutions/analytics' },
      { label: 'Support & maintenance', href: '/support' },
    ],
  },
  {
    id: 'how-we-deliver',
    title: 'How We Deliver',
    overview: { label: 'All solutions', href: '/solutions' },
    links: [
      { label: 'Website redesigns', href: '/solutions/website-redesigns' },
      { label: 'Product roadmaps', href: '/solutions/product-roadmaps' },
      { label: 'Marketing automation', href: '/solutions/digital-marketing-automation' },
      { label: 'Team augmentation', href: '/solutions/team-augmentation' },
      { label: 'Technical SEO', href: '/solutions/technical-seo' },
      { label: 'Web hosting', href: '/solutions/web-hosting' },
      { label: 'Conversion optimization', href: '/solutions/conversion-optimization' },
      { label: 'Accessibility audits', href: '/solutions/accessibility-audits' },
      { label: 'Integrations', href: '/solutions/integrations' },
      { label: 'DevOps', href: '/solutions/devops' },
    ],
  },
  {
    id: 'platforms',
    title: 'Platforms',
    overview: { label: 'All platforms', href: '/services#platforms' },
    links: [
      { label: 'Drupal', href: '/services/drupal-websites' },
      { label: 'WordPress', href: '/services/wordpress-websites' },
      { label: 'React', href: '/services/react-applications' },
      { label: 'Next.js', href: '/services/next-js-websites' },
      { label: 'E-commerce', href: '/services/e-commerce-websites' },
      { label: 'Headless', href: '/services/headless-websites' },
    ],
  },
];

export const menuExtras: NavLink[] = [
  { label: 'Our Work', href: '/work' },
  { label: 'News & Insights', href: '/news' },
  { label: 'Why Cairn', href: whyPath },
  { label: 'Our Team', href: '/team' },
];

export const locationLinks: NavLink[] = [
  { label: 'Maryland', href: '/locations/maryland' },
  { label: 'Tennessee', href: '/locations/tennessee' },
  { label: 'Florida', href: '/locations/florida' },
  { label: 'Pennsylvania', href: '/locations/pennsylvania' },
  { label: 'Ohio', href: '/locations/ohio' },
  { label: 'Virginia', href: '/locations/virginia' },
  { label: 'Washington, D.C.', href: '/locations/washington-dc' },
  { label: 'California', href: '/locations/california' },
];

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Support services',
    links: [
      { label: 'Support & maintenance', href: '/support' },
      { label: 'Web hosting', href: '/solutions/web-hosting' },
      { label: 'DevOps', href: '/solutions/devops' },
      { label: 'Accessibility audits', href: '/solutions/accessibility-audits' },
      { label: 'Technical SEO', href: '/solutions/technical-seo' },
      { label: 'Team augmentation', href: '/solutions/team-augmentation' },
    ],
  },
  {
    title: 'Technologies',
    links: menuGroups.find((g) => g.id === 'platforms')!.links,
  },
  {
    title: 'Company',
    links: [
      { label: 'Why Cairn', href: whyPath },
      { label: 'Our Work', href: '/work' },
      { label: 'Our Team', href: '/team' },
      { label: 'News & Insights', href: '/news' },
      { label: 'Locations', href: '/locations' },
      { label: 'Privacy policy', href: '/privacy-policy' },
      { label: 'Accessibility', href: '/accessibility' },
    ],
  },
  { title: 'Locations', links: locationLinks },
];

/** Every internal path the navigation links to (fragments stripped). */
export function navigationHrefs(): string[] {
  const all = [
    ...topBarLinks,
    ...menuGroups.flatMap((g) => [g.overview, ...g.links]),
    ...menuExtras,
    ...footerColumns.flatMap((c) => c.links),
  ].map((l) => l.href.split('#')[0]!);
  return [...new Set(all)];
}
