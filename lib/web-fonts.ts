/**
 * Web fonts after the first paint (issue 6, docs/performance.md).
 *
 * Until `<html>` has the class `wf`, text is set in next/font's metric-matched fallbacks (local
 * Arial and Times New Roman, size-adjusted to Inter's and Fraunces's metrics: app/globals.css), so
 * the first paint needs only the HTML and the stylesheet: no font request competes with them and
 * nothing shifts when the fonts swap in. This script, inline in <head>, adds the class:
 *
 * - at once when this tab has already shown the fonts (they are in the HTTP cache by then: a
 *   returning page view paints with them, as before);
 * - otherwise as soon as the browser reports the first contentful paint (Paint Timing), or at once
 *   where it cannot report it, and after 3 s at the latest (a tab opened in the background paints
 *   nothing until it is shown).
 *
 * Storage blocked: every page view takes the second path; nothing breaks.
 */
export const WEB_FONTS_CLASS = 'wf';
export const WEB_FONTS_STORAGE_KEY = 'wf';

export const webFontsScript = `(function(){var d=document.documentElement,s=0;function on(){if(s)return;s=1;d.classList.add('${WEB_FONTS_CLASS}');try{sessionStorage.setItem('${WEB_FONTS_STORAGE_KEY}','1')}catch(e){}}try{if(sessionStorage.getItem('${WEB_FONTS_STORAGE_KEY}'))return on()}catch(e){}var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return on();new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(on,0)}}).observe({type:'paint',buffered:true});setTimeout(on,3000)})()`;
