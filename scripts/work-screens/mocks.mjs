/**
 * The case studies' mock screens (scripts/work-screens.mjs draws them to public/work/): each
 * study's page as local HTML, and the sizes they are captured at. Shared with the e2e check
 * that no label in them wraps (e2e/work-screens.spec.ts).
 */
import symbols from '../../components/work/mark-symbols.json' with { type: 'json' };

export const SHOTS = [
  { suffix: 'desktop', viewport: { width: 1280, height: 800 }, scale: 1 },
  { suffix: 'phone', viewport: { width: 375, height: 740 }, scale: 2 },
];

// The same drawn marks as the site's strip of client marks.
const SYMBOLS = symbols;

export const page = ({ brand, color, ink, font, symbol, nav, body }) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
*{box-sizing:border-box}body{margin:0;font:16px/1.5 ${font};color:#1d2226;background:#fff}
header{display:flex;align-items:center;gap:32px;padding:18px 40px;border-bottom:1px solid #e3e6e8}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:20px;color:${ink}}
.brand svg{width:30px;height:30px;fill:${color}}nav{display:flex;gap:24px;margin-left:auto;font-size:15px}
nav a{color:#1d2226;text-decoration:none;white-space:nowrap}.cta{background:${color};color:#fff;border-radius:6px;padding:10px 18px;font-weight:700;display:inline-block}
main{padding:36px 40px;display:grid;grid-template-columns:2fr 1fr;gap:36px;max-width:1200px}
h1{font-size:38px;line-height:1.15;margin:0 0 12px;color:${ink}}h2{font-size:20px;margin:0 0 12px}
.muted{color:#58626a}.card{border:1px solid #e3e6e8;border-radius:10px;padding:20px;margin-bottom:18px}
table{width:100%;border-collapse:collapse;font-size:15px}th,td{text-align:left;padding:10px 8px;border-bottom:1px solid #e3e6e8}
th{background:#f4f6f7}.tag{display:inline-block;background:${color}1a;color:${ink};border-radius:99px;padding:2px 10px;font-size:13px;font-weight:700}
.banner{background:${color};color:#fff;padding:14px 40px;font-weight:700}.grid2{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.amount{border:2px solid ${color};border-radius:8px;padding:14px;text-align:center;font-weight:700;font-size:20px}
.amount.on{background:${color};color:#fff}input,select{width:100%;padding:10px;border:1px solid #b9c0c5;border-radius:6px;font:inherit}
.small{font-size:13px}.row{display:flex;gap:12px;align-items:center}.pill{border:1px solid #b9c0c5;border-radius:99px;padding:4px 12px;font-size:14px}
@media (max-width:600px){header{padding:14px 18px;gap:12px}.brand{font-size:17px}.cta{padding:8px 12px}nav a:not(.cta){display:none}main{grid-template-columns:1fr;padding:22px 18px;gap:8px}
h1{font-size:28px}.banner{padding:12px 18px}.hide-phone{display:none}}
</style></head><body>
<header><span class="brand"><svg viewBox="0 0 32 32" aria-hidden="true">${SYMBOLS[symbol]}</svg>${brand}</span>
<nav>${nav.map((n, i) => `<a href="#"${i === nav.length - 1 ? ' class="cta"' : ''}>${n}</a>`).join('')}</nav></header>
${body}</body></html>`;

export const studies = {
  'larkspur-valley-credit-union': {
    brand: 'Larkspur Valley Credit Union',
    color: '#6a3fa0',
    ink: '#3d1f63',
    font: "'Liberation Sans', sans-serif",
    symbol: 'key',
    nav: ['Borrow', 'Save', 'Branches', 'Log in'],
    body: `<main><div><p class="tag">Rates effective March 3, 2026</p><h1>Auto loan rates</h1>
<p class="muted">New and used vehicles, up to 100% financing. Rates shown are the lowest available; yours depends on credit history and term.</p>
<div class="card"><table><tr><th>Term</th><th>APR as low as*</th><th>Payment per $10,000</th></tr>
<tr><td>Up to 36 months</td><td><b>5.24%</b></td><td>$301.04</td></tr><tr><td>37 to 60 months</td><td><b>5.74%</b></td><td>$192.17</td></tr>
<tr><td>61 to 72 months</td><td><b>6.14%</b></td><td>$166.01</td></tr><tr><td>73 to 84 months</td><td><b>6.64%</b></td><td>$148.30</td></tr></table>
<p class="small muted">*APR = Annual Percentage Rate. Rates effective March 3, 2026 and subject to change.</p></div>
<p><span class="cta">Start an application</span></p></div>
<aside><div class="card"><h2>Talk to a lender</h2><p class="muted">Call (555) 010-2240 or visit any of our nine branches.</p></div>
<div class="card small muted">Federally insured by NCUA. Equal Housing Opportunity lender.</div></aside></main>`,
  },
  'northfork-power-outage-center': {
    brand: 'Northfork Power',
    color: '#0f5c8c',
    ink: '#0b3a58',
    font: "'DejaVu Sans', sans-serif",
    symbol: 'bolt',
    nav: ['Outages', 'Billing', 'Safety', 'Report an outage'],
    body: `<div class="banner">Storm update: crews from three neighboring co-ops are working with ours.</div>
<main><div><h1>Outage status</h1><p class="muted">Last updated 7:42 p.m. · refreshed every minute</p>
<div class="card"><table><tr><th>County</th><th>Customers out</th><th>Estimated restoration</th></tr>
<tr><td>Harlan</td><td>4,118</td><td>Tomorrow, 11 p.m.</td></tr><tr><td>Pike Ridge</td><td>2,607</td><td>Tomorrow, 6 p.m.</td></tr>
<tr><td>Millbrook</td><td>883</td><td>Tonight, 11 p.m.</td></tr><tr><td>Cold Spring</td><td>41</td><td>Assessing</td></tr></table></div></div>
<aside><div class="card"><h2>Report an outage</h2><p>Text <b>OUT</b> to 55501<br>Call (555) 010-7700</p></div>
<div class="card"><h2>Stay safe</h2><p class="muted">Stay at least 35 feet from downed lines and call us. Never use a generator indoors.</p></div></aside></main>`,
  },
  'riverbend-food-partnership': {
    brand: 'Riverbend Food Partnership',
    color: '#b4461b',
    ink: '#6e2a0f',
    font: "'Nimbus Sans', sans-serif",
    symbol: 'leaf',
    nav: ['Get food', 'Volunteer', 'About', 'Donate'],
    body: `<main><div><p class="tag">Step 1 of 2</p><h1>Every $1 helps us share three meals</h1>
<p class="muted">Your gift stocks 48 pantries across the Riverbend valley.</p>
<div class="row" style="margin:14px 0"><span class="pill" style="background:#b4461b;color:#fff">Give monthly</span><span class="pill">Give once</span></div>
<div class="grid2"><div class="amount">$25</div><div class="amount on">$50</div><div class="amount">$100</div><div class="amount">$250</div></div>
<p style="margin-top:16px"><label>Other amount<input value="$"></label></p><p><span class="cta">Continue to payment</span></p></div>
<aside class="hide-phone"><div class="card"><h2>Volunteer this week</h2><p>Saturday sort, 9 a.m.<br><span class="muted">6 of 20 spots left</span></p>
<p>Mobile pantry, Tuesday<br><span class="muted">3 of 8 spots left</span></p></div></aside></main>`,
  },
  'transit-planners-member-renewal': {
    brand: 'Association of Regional Transit Planners',
    color: '#1d6b5e',
    ink: '#123f38',
    font: "'Liberation Serif', serif",
    symbol: 'arch',
    nav: ['Learn', 'Events', 'Directory', 'Member login'],
    body: `<main><div><h1>Renew your membership for 2026</h1><p class="muted">Signed in as D. Okafor · Member since 2014 · Renewal due June 30</p>
<div class="card"><table><tr><th>Membership</th><th>Annual dues</th><th></th></tr>
<tr><td>Professional</td><td>$245</td><td><span class="cta">Renew</span></td></tr><tr><td>Public agency (under 5 years)</td><td>$165</td><td></td></tr>
<tr><td>Retired</td><td>$60</td><td></td></tr></table></div></div>
<aside><div class="card"><h2>Your CE credits</h2><p><b>11.5 of 16</b> hours this cycle</p><p class="muted small">Next webinar: Bus network redesigns, May 14</p></div></aside></main>`,
  },
  'meadowbrook-find-a-doctor': {
    brand: 'Meadowbrook Health',
    color: '#1b5fa8',
    ink: '#123d6b',
    font: "'DejaVu Sans', sans-serif",
    symbol: 'cross',
    nav: ['Services', 'Locations', 'Patients', 'Find a doctor'],
    body: `<main><div><h1>Find a doctor</h1><p><input value="Family medicine near Linden"></p>
<div class="row" style="flex-wrap:wrap"><span class="pill">Accepting new patients</span><span class="pill">Video visits</span><span class="pill">Speaks Spanish</span></div>
<div class="card" style="margin-top:16px"><h2>Dr. Amara Nwosu, MD</h2><p class="muted">Family medicine · Linden Primary Care · 1.2 miles</p><p><span class="tag">Accepting new patients</span></p></div>
<div class="card"><h2>Dr. Paul Lindgren, DO</h2><p class="muted">Family medicine · Westgate Clinic · 3.4 miles</p><p><span class="tag">Next opening: Tuesday</span></p></div></div>
<aside class="hide-phone"><div class="card"><h2>Need care today?</h2><p class="muted">Urgent care in Linden is open until 9 p.m.</p></div></aside></main>`,
  },
  'cedar-hollow-water-notices': {
    brand: 'Cedar Hollow Water Authority',
    color: '#00677a',
    ink: '#00424f',
    font: "'Liberation Sans', sans-serif",
    symbol: 'drop',
    nav: ['Water quality', 'Projects', 'Español', 'Pay my bill'],
    body: `<div class="banner">Boil water notice: Eastside pressure zone, issued May 9 at 6:10 a.m.</div>
<main><div><h1>Boil water notice for the Eastside zone</h1><p class="muted">Updated May 9, 2:30 p.m. · <a href="#">Leer en español</a></p>
<div class="card"><h2>Is my address affected?</h2><p><input value="412 Orchard Lane"></p><p><b>Yes.</b> 412 Orchard Lane is in the Eastside zone.</p></div>
<div class="card"><h2>What to do</h2><p>Bring tap water to a rolling boil for one minute before drinking, cooking or brushing teeth.</p></div></div>
<aside class="hide-phone"><div class="card"><h2>Get alerts</h2><p class="muted">Text and e-mail alerts for your address.</p><span class="cta">Sign up</span></div></aside></main>`,
  },
};

/**
 * The header's menu items and call to action drawn on more than one line, or running off the
 * page, in the page open in `tab`: a phone crop that shows "Log / in" looks broken.
 */
export function wrappedLabels(tab) {
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
