/**
 * The one eyebrow of the site: the small label over a title, in the sans with the trail's blaze
 * before it (`.blazed`, app/globals.css), in the hero and over every ending alike. An h2 that
 * wears it sets its own family, as headings default to the display serif.
 */
export const eyebrowClass =
  'blazed font-sans text-sm font-bold tracking-widest text-accent uppercase';
