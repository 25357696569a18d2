/**
 * The error page's words, from the spec. Apart from content/snippets.ts because the error view is
 * a client component: it must not pull the content store (which reads files) into the browser.
 */
export const errorCopy = {
  title: 'Unexpected Error',
  body: 'Something went wrong...',
  detailsLabel: 'Error details',
  retry: 'Try again',
  home: 'Go to the home page',
} as const;
