/**
 * The case studies' mock screens (scripts/work-screens.ts draws them to public/work/): each
 * study's page as local HTML in its client's own sample brand (palette, type pairing, mark),
 * and the sizes they are captured at. Shared with the e2e check that no label in them wraps
 * (e2e/work-screens.spec.ts). Fonts are the machine's own (URW, Liberation, DejaVu) and Geist
 * from Next.js's package, embedded as a data URL so the page needs no file or network access.
 */
import fs from 'node:fs';
import path from 'node:path';
import symbols from '../../components/work/mark-symbols.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { studies, type StudyMock } from './brands';

export { studies, type StudyMock };

/** A capture size: the viewport and the device's pixel ratio. */
export interface Shot {
  suffix: string;
  viewport: { width: number; height: number };
  scale: number;
}

export const SHOTS: [desktop: Shot, phone: Shot] = [
  { suffix: 'desktop', viewport: { width: 1280, height: 800 }, scale: 1 },
  { suffix: 'phone', viewport: { width: 375, height: 740 }, scale: 2 },
];

/** Geist (variable, Latin), shipped inside Next.js for its dev overlay; a sans fallback without it. */
function geist() {
  const file = path.join(
    process.cwd(),
    'node_modules/next/dist/next-devtools/server/font/geist-latin.woff2',
  );
  if (!fs.existsSync(file)) return '';
  const data = fs.readFileSync(file).toString('base64');
  return `@font-face{font-family:Geist;font-weight:100 900;src:url(data:font/woff2;base64,${data}) format('woff2')}`;
}
const GEIST = geist();

/** The parts every client's site has: utility bar, header, buttons, cards, tables, fields. */
const BASE = `
*{box-sizing:border-box}html{-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility}
body{margin:0;font:15px/1.5 var(--body);color:var(--text);background:var(--page);overflow:hidden}
h1,h2,h3,p{margin:0}h1,h2,h3{font-family:var(--head);color:var(--ink);font-weight:var(--head-weight,700);letter-spacing:var(--track,-.01em)}
a{color:var(--link);text-underline-offset:3px}
.util{display:flex;gap:26px;justify-content:flex-end;align-items:center;padding:7px 40px;font-size:12.5px;background:var(--util-bg);color:var(--util-fg)}
.util span:first-child{margin-right:auto}
header{display:flex;align-items:center;gap:28px;padding:14px 40px;background:var(--head-bg);border-bottom:1px solid var(--head-line)}
.logo{display:flex;align-items:center;gap:12px;text-decoration:none;flex:none}
.mk{width:42px;height:42px;border-radius:var(--mk-radius,11px);background:var(--mk-bg);display:grid;place-items:center;flex:none}
.mk svg{width:25px;height:25px;fill:var(--mk-fg)}
.logo b{display:block;font:var(--logo-weight,700) 20px/1.05 var(--logo-font,var(--head));color:var(--head-fg);letter-spacing:var(--logo-track,-.01em);white-space:nowrap}
.logo small{display:block;margin-top:3px;font:700 10px/1.2 var(--body);letter-spacing:.16em;text-transform:uppercase;color:var(--head-sub)}
nav{display:flex;align-items:center;gap:26px;margin-left:auto;font-size:14.5px;font-weight:600}
nav a{color:var(--head-fg);text-decoration:none;white-space:nowrap}
nav a.cta{background:var(--cta-bg,var(--brand));color:var(--cta-fg,#fff);border-radius:var(--radius);padding:10px 18px;font-weight:700}
.burger{display:none;width:40px;height:40px;border-radius:var(--radius);border:1.5px solid var(--head-line);place-items:center;flex:none}
.burger i{display:block;width:18px;height:2px;background:var(--head-fg);box-shadow:0 -6px 0 var(--head-fg),0 6px 0 var(--head-fg)}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;background:var(--brand);color:var(--on-brand,#fff);border-radius:var(--radius);padding:12px 22px;font-weight:700;font-size:15px;text-decoration:none;white-space:nowrap;border:0}
.btn.ghost{background:transparent;color:var(--brand);box-shadow:inset 0 0 0 1.5px var(--brand)}
.card{background:var(--card,#fff);border:1px solid var(--line);border-radius:var(--card-radius,12px);padding:20px}
.eyebrow{font:700 11.5px/1.3 var(--body);letter-spacing:.14em;text-transform:uppercase;color:var(--accent-ink)}
.muted{color:var(--muted)}.small{font-size:13px}.tiny{font-size:11.5px}
.chip{display:inline-flex;align-items:center;gap:6px;border-radius:99px;padding:4px 11px;font-size:12.5px;font-weight:700;background:var(--chip-bg);color:var(--chip-fg);white-space:nowrap}
.field{display:block;font-size:12.5px;font-weight:700;color:var(--ink)}
.input{display:flex;align-items:center;gap:8px;margin-top:5px;height:44px;padding:0 13px;border:1.5px solid var(--input-line,#b8bec4);border-radius:var(--input-radius,8px);background:#fff;font-size:15px;color:var(--text);font-weight:400}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:11px 12px;border-bottom:1px solid var(--line)}
th{font-size:12px;letter-spacing:.06em;text-transform:uppercase;color:var(--muted);font-weight:700}
.crumbs{font-size:12.5px;color:var(--muted)}.crumbs b{color:var(--text);font-weight:600}
.bar{height:6px;border-radius:9px;background:var(--track-bg,#e6e8ea);overflow:hidden}.bar i{display:block;height:100%;background:var(--brand);border-radius:9px}
.row{display:flex;align-items:center;gap:10px}.stack>*+*{margin-top:var(--gap,12px)}
.phone-only{display:none}
@media (max-width:600px){
  body{font-size:14.5px}
  .util,.hide-phone{display:none}.phone-only{display:block}
  header{gap:10px;padding:12px 16px}
  .mk{width:36px;height:36px}.mk svg{width:21px;height:21px}
  .logo{gap:9px}.logo b{font-size:17px}.logo small{font-size:8.5px}
  nav{gap:0}nav a:not(.cta){display:none}nav a.cta{padding:9px 13px;font-size:14px}
  .burger{display:grid}
}`;

export const page = ({ brand, vars, css, symbol, util, nav, body }: StudyMock) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${brand.name}</title><style>${GEIST}
:root{${vars}}${BASE}${css}</style></head><body>
${util ? `<div class="util">${util.map((u) => `<span>${u}</span>`).join('')}</div>` : ''}
<header><a class="logo" href="#"><span class="mk"><svg viewBox="0 0 32 32" aria-hidden="true">${symbols[symbol]}</svg></span><span><b>${brand.name}</b>${brand.sub ? `<small>${brand.sub}</small>` : ''}</span></a>
<nav>${nav.map((n, i) => `<a href="#"${i === nav.length - 1 ? ' class="cta"' : ''}>${n}</a>`).join('')}</nav><span class="burger" aria-hidden="true"><i></i></span></header>
${body}</body></html>`;

/**
 * The header's menu items and call to action drawn on more than one line, or running off the
 * page, in the page open in `tab`: a phone crop that shows "Log / in" looks broken.
 */
export function wrappedLabels(tab: Pick<Page, 'evaluate'>): Promise<(string | null)[]> {
  return tab.evaluate(() =>
    [...document.querySelectorAll('header nav a')]
      .filter((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return lines.size > 1 || el.getBoundingClientRect().right > window.innerWidth - 8;
      })
      .map((el) => el.textContent),
  );
}
