/**
 * Web fonts that never delay the first paint and never shift the page (issue 6,
 * docs/decisions/0005-content-first-loading.md).
 *
 * Until `<html>` has the class `wf`, text is set in next/font's metric-matched fallbacks (local
 * Arial and Times New Roman, size-adjusted to Inter's and Fraunces's metrics: app/globals.css).
 * The rule is `font-display: optional`'s, with the download moved after the first paint:
 *
 * - a first view paints and stays in the fallbacks; after its first contentful paint the fonts
 *   are downloaded in the background (`FontFace.load()`), and a flag in `sessionStorage` records
 *   that they are in the HTTP cache;
 * - a later page load in the tab sees the flag and adds `wf` before the body is parsed: it paints
 *   with the fonts from the start (lib/fonts.ts `display: 'optional'` keeps the fallback if the
 *   cache is slow, rather than swapping under the reader);
 * - a client-side navigation switches to the fonts once they are loaded (`WebFontsOnNavigation`):
 *   the page changes anyway, right after the visitor's click.
 *
 * Swapping typefaces under a reader is what moved text (CLS 0.01–0.08): so the first view never
 * swaps. Storage blocked: every full load is a first view; navigation still switches.
 */
export const WEB_FONTS_CLASS = 'wf';
export const WEB_FONTS_STORAGE_KEY = 'wf';

/** Inline, in <head>: plain ES5, runs before the body is parsed. */
export const webFontsScript = `(function(){var d=document.documentElement,K='${WEB_FONTS_STORAGE_KEY}';try{if(sessionStorage.getItem(K)){d.classList.add('${WEB_FONTS_CLASS}');return}}catch(e){}function load(){var f=document.fonts,p=[];if(!f||!f.forEach||!window.Promise)return;f.forEach(function(x){if(!/Fallback/.test(x.family)&&x.status==='unloaded')p.push(x.load())});Promise.all(p).then(function(){try{sessionStorage.setItem(K,'1')}catch(e){}},function(){})}var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0){window.addEventListener('load',load);return}var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(load,0)}});o.observe({type:'paint',buffered:true})})()`;

/** True when every web font of the page has loaded (the fallback faces are local). */
export function webFontsLoaded(
  fonts: FontFaceSet | undefined = globalThis.document?.fonts,
): boolean {
  if (!fonts) return false;
  let all = true;
  let any = false;
  fonts.forEach((face) => {
    if (/Fallback/.test(face.family)) return;
    any = true;
    if (face.status !== 'loaded') all = false;
  });
  return any && all;
}
