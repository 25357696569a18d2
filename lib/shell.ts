/**
 * The shell's controls work before the framework's scripts arrive, and with scripts off
 * (docs/decisions/0006-html-first-shell.md):
 *
 * - the menu is a native `<dialog>` opened by a `command="show-modal"` button and closed by a
 *   `<form method="dialog">` button or Escape;
 * - every contact trigger is a link to /contact, a page that holds the form;
 * - the theme follows `prefers-color-scheme` in CSS until the visitor chooses.
 *
 * `shellScript` runs inline in <head>, before the body is parsed, so it is there for the very
 * first click. It only enhances: a contact link opens the contact dialog instead of leaving the
 * page; a click on Menu or a contact link that lands before its dialog has arrived (the dialogs
 * are at the end of the body, and a slow connection paints the top bar long before) opens the
 * dialog as soon as it is parsed, instead of being lost (a contact link falls back to its page
 * if the document ends without one); following a link inside a dialog closes the dialog (client
 * navigations keep the layout, and with it the dialog); the theme switch works (it is hidden without scripts, `html.js`);
 * engines without invoker commands get them (and not the `popovertarget` fallback the buttons
 * carry for scripts off, components/ui/modal-dialog.tsx); Tab and Shift+Tab wrap inside an open
 * dialog; and each form sent before the framework's scripts run carries its own Idempotency-Key
 * (without scripts the server derives one from the body).
 */
import { IDEMPOTENCY_FIELD } from './contact-form-data';

export const MENU_DIALOG_ID = 'site-menu';
export const CONTACT_DIALOG_ID = 'contact-dialog';
export const CONTACT_PATH = '/contact';
export const CONTACT_THANKS_PATH = '/contact/thanks';
/** Where a form sent without scripts lands when nothing of it is kept (server/leads/form.ts). */
export const CONTACT_UNAVAILABLE_PATH = '/contact/unavailable';
export const CONTACT_REFUSED_PATH = '/contact/refused';
export const CONTACT_TOO_MANY_PATH = '/contact/too-many';
export const CONTACT_TOO_LONG_PATH = '/contact/too-long';

/** Marks a link that opens the contact dialog when scripts run (and navigates otherwise). */
export const CONTACT_LINK_ATTRIBUTE = 'data-contact';
/** Marks the theme switch, which the inline script drives. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

/**
 * Plain ES5. `theme` is the storage key (lib/theme.ts). The stored choice is applied by
 * `themeInitScript`; this keeps the switch's `aria-checked` true to the page and follows the
 * system preference live until the visitor chooses.
 */
export function shellScript(themeKey: string): string {
  return `(function(){var d=document,r=d.documentElement,K='${themeKey}';r.classList.add('js');
function dlg(id){var e=d.getElementById(id);return e&&e.showModal?e:null}
function open(e){if(e&&!e.open){try{e.showModal()}catch(x){e.setAttribute('open','')}}}
function shut(e){if(e&&e.open)e.close()}
function mod(ev){return ev.button!==0||ev.metaKey||ev.ctrlKey||ev.shiftKey||ev.altKey}
function dark(){return r.classList.contains('dark')}
function sync(){var s=d.querySelectorAll('[${THEME_TOGGLE_ATTRIBUTE}]');for(var i=0;i<s.length;i++)s[i].setAttribute('aria-checked',dark()?'true':'false')}
function apply(t){r.classList.remove('light','dark');r.classList.add(t);r.style.colorScheme=t;sync()}
var wait=null,done=false;
function later(id,href){wait=id;(function tick(){if(wait!==id)return;var g=dlg(id);if(g){wait=null;open(g)}else if(!done)requestAnimationFrame(tick);else{wait=null;if(href)location.href=href}})()}
var cmd=typeof HTMLButtonElement!=='undefined'&&'command' in HTMLButtonElement.prototype;
d.addEventListener('click',function(ev){var t=ev.target;if(!t||!t.closest||ev.defaultPrevented)return;
var c=t.closest('a[${CONTACT_LINK_ATTRIBUTE}]');if(c&&!mod(ev)){var cd=dlg('${CONTACT_DIALOG_ID}');ev.preventDefault();if(!cd){later('${CONTACT_DIALOG_ID}',c.href);return}var m=c.closest('dialog');if(m&&m!==cd)shut(m);open(cd);return}
var a=t.closest('dialog a[href]');if(a&&!a.target&&!mod(ev)){shut(a.closest('dialog'));return}
var s=t.closest('[${THEME_TOGGLE_ATTRIBUTE}]');if(s){var n=dark()?'light':'dark';apply(n);try{localStorage.setItem(K,n)}catch(x){}return}
var b=t.closest('button[commandfor]');if(b){var i=b.getAttribute('commandfor'),g=dlg(i),k=b.getAttribute('command');if(k==='show-modal'&&!g){ev.preventDefault();later(i);return}if(!cmd){ev.preventDefault();if(k==='show-modal')open(g);else if(k==='close')shut(g)}}});
if(window.matchMedia){var q=matchMedia('(prefers-color-scheme: dark)'),f=function(){var v=null;try{v=localStorage.getItem(K)}catch(x){}if(v!=='light'&&v!=='dark')apply(q.matches?'dark':'light')};if(q.addEventListener)q.addEventListener('change',f)}
d.addEventListener('keydown',function(ev){if(ev.key!=='Tab')return;var m=ev.target&&ev.target.closest&&ev.target.closest('dialog[open]');if(!m)return;
var f=[].filter.call(m.querySelectorAll('a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),summary,[tabindex]:not([tabindex="-1"])'),function(e){return e.getClientRects().length>0&&!e.closest('[aria-hidden=true]')});
if(!f.length)return;var a=d.activeElement;if(ev.shiftKey&&a===f[0]){ev.preventDefault();f[f.length-1].focus()}else if(!ev.shiftKey&&a===f[f.length-1]){ev.preventDefault();f[0].focus()}});
function keys(){var k=d.querySelectorAll('input[name=${IDEMPOTENCY_FIELD}]');for(var i=0;i<k.length;i++)if(!k[i].value&&window.crypto&&crypto.randomUUID)k[i].value=crypto.randomUUID()}
d.addEventListener('DOMContentLoaded',function(){done=true;sync();keys()});})()`;
}
