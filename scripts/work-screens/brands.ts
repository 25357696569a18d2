/**
 * The six sample clients' pages, each in its own brand: CSS variables for the palette and the
 * type pairing, page-specific styles, and the content of the screen its study is about. Every
 * figure and name comes from the study's story (content/work/<slug>.md); the desktop layout
 * collapses to the phone one below 600 px, with the page's point in the first screen.
 */
import type symbols from '../../components/work/mark-symbols.json';

/** One sample client's page: its brand, the mark's symbol, its styles and its screen. */
export interface StudyMock {
  brand: { name: string; sub?: string };
  /** The mark's symbol (components/work/mark-symbols.json). */
  symbol: keyof typeof symbols;
  /** CSS custom properties: the palette and the type pairing. */
  vars: string;
  /** The utility bar's items above the header, where the client's site has one. */
  util?: string[];
  /** The header's menu; the last item is drawn as the call to action. */
  nav: string[];
  css: string;
  body: string;
}

const check = `<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
const lock = `<svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true"><path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7Zm2 0h4V5a2 2 0 0 0-4 0Z" fill="currentColor"/></svg>`;
const search = `<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><circle cx="7" cy="7" r="4.8" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="m10.5 10.5 3.5 3.5" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/></svg>`;
const pin = `<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path d="M8 1.5a5 5 0 0 1 5 5c0 3.6-5 8-5 8s-5-4.4-5-8a5 5 0 0 1 5-5Zm0 3a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z" fill="currentColor" fill-rule="evenodd"/></svg>`;
const arrow = `<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path d="M3 8h9M8.5 4 12.5 8l-4 4" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
const warn = `<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="M10 2 19 18H1Z" fill="currentColor"/><path d="M10 8v4.5" stroke="#fff" stroke-width="2" stroke-linecap="round"/><circle cx="10" cy="15" r="1.2" fill="#fff"/></svg>`;

export const studies = {
  'larkspur-valley-credit-union': {
    brand: { name: 'Larkspur Valley', sub: 'Credit Union' },
    symbol: 'key',
    vars: `--head:'P052',Palatino,serif;--body:'Nimbus Sans','Liberation Sans',sans-serif;--brand:#5b2d8e;--ink:#2b1446;--text:#2a2530;--muted:#6b6274;--page:#fbf8f3;--line:#e6dfd6;--accent-ink:#8a6414;--link:#5b2d8e;--radius:8px;--chip-bg:#f3e9d2;--chip-fg:#6a4a08;--util-bg:#2b1446;--util-fg:#e4d9f2;--head-bg:#fff;--head-line:#ebe4da;--head-fg:#2b1446;--head-sub:#8a6414;--mk-bg:#2b1446;--mk-fg:#e2b54a;--mk-radius:50%;--logo-track:0;--cta-bg:#5b2d8e;--track:-.005em`,
    util: ['Routing number 321 180 459', 'Find a branch or ATM', 'Call (555) 010-2240', 'Español'],
    nav: ['Borrow', 'Save', 'Branches', 'Log in'],
    css: `
.lv{display:grid;grid-template-columns:1fr 340px;gap:40px;padding:26px 40px 0}
.lv h1{font-size:46px;line-height:1.05;margin:10px 0 10px}
.lv .lead{max-width:600px;color:var(--muted);font-size:16px}
.tabs{display:flex;gap:6px;margin:22px 0 0;border-bottom:2px solid var(--line)}
.tabs span{padding:10px 16px;font-weight:700;font-size:14px;color:var(--muted);margin-bottom:-2px}
.tabs .on{color:var(--brand);border-bottom:3px solid var(--brand)}
.rates{background:#fff;border:1px solid var(--line);border-top:0;border-radius:0 0 12px 12px;padding:4px 20px 14px}
.rates td{font-size:16px;padding:13px 12px}.rates td.apr{font:700 24px/1 var(--head);color:var(--ink)}
.rates tr.pop td{background:#faf5ea}.rates .chip{margin-left:8px;font-size:11px;padding:3px 8px}
.foot{font-size:12px;color:var(--muted);margin-top:10px}
.login{background:#fff;border:1px solid var(--line);border-top:5px solid var(--brand);border-radius:12px;padding:22px}
.login h2{font-size:22px;margin-bottom:4px}
.calc{margin-top:18px;background:var(--ink);color:#efe7fa;border-radius:12px;padding:20px}
.calc h2{color:#fff;font-size:19px}.calc .big{font:700 36px/1 var(--head);color:#e2b54a;margin-top:8px}
.calc .slider{height:6px;background:#4b2f70;border-radius:9px;margin:14px 0 6px;position:relative}
.calc .slider i{position:absolute;left:0;top:0;bottom:0;width:62%;background:#e2b54a;border-radius:9px}
.calc .slider b{position:absolute;left:62%;top:-6px;width:18px;height:18px;margin-left:-9px;border-radius:50%;background:#fff;box-shadow:0 0 0 3px #e2b54a}
.seals{display:flex;gap:10px;margin-top:14px;font-size:11px;color:var(--muted)}
.seals span{border:1px solid var(--line);border-radius:6px;padding:5px 8px;font-weight:700}
@media (max-width:600px){
  .lv{display:block;padding:18px 16px}.lv h1{font-size:32px;margin:8px 0 6px}.lv .lead{font-size:14.5px}
  .tabs{margin-top:16px}.tabs span{padding:9px 10px;font-size:13px}
  .rates{padding:2px 10px 12px}.rates th{font-size:10.5px;padding:9px 6px}.rates td{font-size:14px;padding:11px 6px}.rates td.apr{font-size:20px}
  .rates .chip{display:none}.rates .btn{width:100%;margin-top:14px}
}`,
    body: `<main class="lv"><div>
<p class="crumbs">Borrow &nbsp;/&nbsp; Auto loans &nbsp;/&nbsp; <b>Rates</b></p>
<h1>Auto loan rates</h1>
<p class="lead">New and used vehicles, up to 100% financing and no payment for 60 days. What would you pay? Every rate shows a payment per $10,000.</p>
<p style="margin-top:12px"><span class="chip">${check} Rates effective March 3, 2026</span></p>
<div class="tabs"><span class="on">New &amp; used</span><span>Refinance</span><span class="hide-phone">Boat &amp; RV</span></div>
<div class="rates"><table>
<tr><th>Term</th><th>APR as low as*</th><th>Per $10,000</th></tr>
<tr><td>36 months</td><td class="apr">5.24%</td><td>$301.04</td></tr>
<tr><td>60 months</td><td class="apr">5.74%</td><td>$192.17</td></tr>
<tr class="pop"><td>72 months<span class="chip hide-phone">Most chosen</span></td><td class="apr">6.14%</td><td>$166.01</td></tr>
<tr><td>84 months</td><td class="apr">6.64%</td><td>$148.30</td></tr></table>
<p class="foot">*APR = Annual Percentage Rate. Rates effective March 3, 2026, for members with a credit score of 740 or higher, and subject to change. Payment example: $10,000 at 6.14% APR for 72 months.</p>
<p class="row" style="margin-top:16px;gap:12px"><a class="btn">Start an application ${arrow}</a><a class="btn ghost hide-phone">Compare loan types</a></p></div>
</div>
<aside class="hide-phone"><div class="login"><h2>Online banking</h2><p class="small muted">Log in to check balances, move money and apply in minutes.</p>
<div class="stack" style="margin-top:14px"><label class="field">Username<span class="input">dwhitfield</span></label>
<label class="field">Password<span class="input">••••••••••</span></label>
<a class="btn" style="width:100%">${lock} Log in</a>
<p class="small" style="display:flex;justify-content:space-between"><a>Forgot username?</a><a>Enroll</a></p></div></div>
<div class="calc"><h2>Estimate your payment</h2><p class="small" style="margin-top:4px">$25,000 over 72 months at 6.14% APR</p>
<div class="slider"><i></i><b></b></div><p class="big">$415<span style="font-size:16px;color:#efe7fa"> / month</span></p></div>
<div class="seals"><span>Federally insured by NCUA</span><span>Equal Housing Opportunity</span></div></aside></main>`,
  },

  'northfork-power-outage-center': {
    brand: { name: 'Northfork Power', sub: 'Electric cooperative' },
    symbol: 'bolt',
    vars: `--head:Geist,'Nimbus Sans',sans-serif;--body:Geist,'Nimbus Sans',sans-serif;--brand:#0c2a4a;--ink:#0c2a4a;--text:#1c2733;--muted:#5a6877;--page:#f2f5f8;--line:#dbe2e9;--accent-ink:#a3470a;--link:#0d5c9e;--radius:6px;--chip-bg:#fff1d6;--chip-fg:#7a3e00;--head-bg:#0c2a4a;--head-line:#0c2a4a;--head-fg:#fff;--head-sub:#ffcf3f;--mk-bg:#ffcf3f;--mk-fg:#0c2a4a;--mk-radius:9px;--cta-bg:#ffcf3f;--cta-fg:#0c2a4a;--track:-.025em;--head-weight:750`,
    nav: ['Outages', 'Billing', 'Safety', 'Report an outage'],
    css: `
.storm{display:flex;align-items:center;gap:12px;padding:11px 40px;background:#b42318;color:#fff;font-size:14.5px}
.storm b{white-space:nowrap;letter-spacing:.08em;text-transform:uppercase;font-size:12px;background:#fff;color:#b42318;padding:3px 8px;border-radius:4px}
.nf{padding:24px 40px 0;display:grid;grid-template-columns:1fr 330px;gap:28px}
.nf h1{font-size:40px;line-height:1.05}
.live{display:inline-flex;align-items:center;gap:8px;font:500 13px/1 'Geist',monospace;color:var(--muted);margin-top:8px}
.live i{width:9px;height:9px;border-radius:50%;background:#12a150;box-shadow:0 0 0 4px #12a15033}
.stats{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;margin:18px 0}
.stat{background:#fff;border:1px solid var(--line);border-radius:10px;padding:14px 16px}
.stat b{display:block;font:750 30px/1.1 var(--head);color:var(--ink);letter-spacing:-.03em}
.stat span{font-size:12.5px;color:var(--muted)}
.split{display:grid;grid-template-columns:400px 1fr;gap:14px}
.map{background:#fff;border:1px solid var(--line);border-radius:10px;padding:12px}
.legend{display:flex;gap:12px;font-size:11.5px;color:var(--muted);margin-top:6px}.legend i{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:4px;vertical-align:-1px}
.counties{background:#fff;border:1px solid var(--line);border-radius:10px;padding:4px 14px}
.counties td{font-size:14.5px;padding:12px 8px}.counties td:nth-child(2){font:650 16px/1 var(--head);font-variant-numeric:tabular-nums}
.counties .eta{font-size:13px}.counties .chip{font-size:11px}
.side .card{padding:18px}.side h2{font-size:18px;margin-bottom:8px}
.report li{display:flex;gap:10px;align-items:center;padding:8px 0;border-bottom:1px solid var(--line);font-size:14px}
.report ul{list-style:none;margin:0;padding:0}.report li{display:block}.report code{font:700 14px 'Geist',monospace;background:#eef2f6;padding:3px 7px;border-radius:5px}
.restore{margin-top:14px;background:#fff;border:1px solid var(--line);border-radius:10px;padding:14px 16px}.restore h2{font-size:16px}
.restore ol{list-style:none;margin:10px 0 0;padding:0;display:grid;grid-template-columns:repeat(4,1fr);gap:12px;font-size:13px;color:var(--muted)}
.restore b{display:block;width:26px;height:26px;border-radius:50%;background:#ffcf3f;color:#0c2a4a;text-align:center;line-height:26px;margin-bottom:6px}
.safe{background:#0c2a4a;color:#dbe6f2;border:0}.safe h2{color:#ffcf3f}
@media (max-width:600px){
  .storm{padding:10px 16px;font-size:13px;align-items:flex-start}.nf{display:block;padding:18px 16px}
  .nf h1{font-size:30px}.stats{grid-template-columns:1fr 1fr;gap:10px;margin:14px 0}.stat{padding:11px 12px}.stat b{font-size:24px}.stat:nth-child(3){display:none}
  .burger{display:none}.split{display:flex;flex-direction:column-reverse;gap:14px}.split .map{display:block}.restore{display:none}.counties td{padding:11px 4px;font-size:14px}.counties th{padding:9px 4px;font-size:10.5px}
}`,
    body: `<div class="storm"><b>Storm mode</b><span>Crews from three neighboring co-ops are working with ours. Next update at 8:00 p.m.</span></div>
<main class="nf"><div>
<h1>Outage status</h1><p class="live"><i></i>Last updated 7:42 p.m. · refreshed every minute</p>
<div class="stats"><div class="stat"><b>7,649</b><span>members without power</span></div><div class="stat"><b>75%</b><span>restored since the 31,000 peak</span></div><div class="stat"><b>62</b><span>crews in the field</span></div></div>
<div class="split"><div class="map hide-phone"><svg viewBox="0 0 380 250" width="100%" role="img" aria-label="Outage map">
<path d="M14 40 150 18 176 120 60 150 20 118Z" fill="#b42318"/><path d="M150 18 300 12 318 96 176 120Z" fill="#f08a24"/>
<path d="M60 150 176 120 198 236 72 240Z" fill="#ffcf3f"/><path d="M176 120 318 96 366 200 198 236Z" fill="#e6edf3"/>
<g fill="none" stroke="#fff" stroke-width="2.5"><path d="M150 18 176 120 198 236M60 150 176 120 318 96"/></g>
<g font-family="Geist,sans-serif" font-size="13" font-weight="650"><text x="52" y="88" fill="#fff">Harlan</text><text x="200" y="66" fill="#3b1700">Pike Ridge</text><text x="100" y="196" fill="#3b2a00">Millbrook</text><text x="240" y="168" fill="#0c2a4a">Cold Spring</text></g>
<g fill="#0c2a4a"><circle cx="120" cy="60" r="4"/><circle cx="92" cy="118" r="4"/><circle cx="250" cy="40" r="4"/><circle cx="140" cy="214" r="4"/><circle cx="300" cy="210" r="4"/></g>
<path d="M30 230q60-30 120-8t140-26 80-40" fill="none" stroke="#8fb3d9" stroke-width="3" stroke-dasharray="1 0"/></svg>
<p class="legend"><span><i style="background:#b42318"></i>1,000+ out</span><span><i style="background:#f08a24"></i>500–999</span><span><i style="background:#ffcf3f"></i>100–499</span><span><i style="background:#e6edf3"></i>under 100</span></p></div>
<div class="counties"><table><tr><th>County</th><th>Out</th><th>Estimated restoration</th></tr>
<tr><td>Harlan</td><td>4,118</td><td class="eta">Tomorrow, 11 p.m.</td></tr>
<tr><td>Pike Ridge</td><td>2,607</td><td class="eta">Tomorrow, 6 p.m.</td></tr>
<tr><td>Millbrook</td><td>883</td><td class="eta">Tonight, 11 p.m.</td></tr>
<tr><td>Cold Spring</td><td>41</td><td class="eta"><span class="chip">Assessing</span></td></tr></table>
<p class="small" style="padding:10px 8px"><a>Open the full outage map ${arrow}</a></p></div></div>
<div class="restore"><h2>How we restore power</h2><ol><li><b>1</b>Transmission lines and substations</li><li><b>2</b>Main lines serving the most members</li><li><b>3</b>Taps serving neighborhoods</li><li><b>4</b>Service lines to single homes</li></ol></div>
</div>
<aside class="side hide-phone stack" style="--gap:14px"><div class="card report"><h2>Report an outage</h2><ul>
<li>Text <code>OUT</code> to 55501</li><li>Call (555) 010-7700, any hour</li><li>Or report online with your account number</li></ul>
<a class="btn" style="width:100%;margin-top:12px">Report an outage</a></div>
<div class="card safe"><h2>Stay safe</h2><p class="small">Stay at least 35 feet from downed lines and call us. Never run a generator indoors or in a garage.</p></div>
<div class="card"><h2>Storm updates</h2><p class="small muted">7:30 p.m. Harlan substation back in service; 1,240 members restored.</p></div></aside></main>`,
  },

  'riverbend-food-partnership': {
    brand: { name: 'Riverbend', sub: 'Food Partnership' },
    symbol: 'leaf',
    vars: `--head:'URW Bookman','Bookman Old Style',serif;--body:'Nimbus Sans','Liberation Sans',sans-serif;--brand:#b4461b;--ink:#2f3b22;--text:#2d2a25;--muted:#6d665b;--page:#fbf4e8;--line:#eadfcc;--accent-ink:#8f3a13;--link:#8f3a13;--radius:999px;--chip-bg:#e5ecd9;--chip-fg:#2f4a1c;--head-bg:#fbf4e8;--head-line:#eadfcc;--head-fg:#2f3b22;--head-sub:#b4461b;--mk-bg:#2f4a1c;--mk-fg:#f6c56b;--mk-radius:50% 50% 50% 12%;--card-radius:18px;--head-weight:600;--logo-weight:600;--track:-.02em;--input-radius:12px`,
    nav: ['Get food', 'Volunteer', 'About', 'Donate'],
    css: `
.rb{display:grid;grid-template-columns:1fr 380px;gap:40px;padding:28px 40px 0}
.steps{display:flex;gap:8px;align-items:center;font-size:13px;font-weight:700;color:var(--muted)}
.steps i{display:block;width:56px;height:6px;border-radius:9px;background:#e9dcc6}.steps i.on{background:var(--brand)}
.rb h1{font-size:44px;line-height:1.08;margin:14px 0 10px;max-width:620px}
.rb .lead{font-size:16.5px;color:var(--muted)}
.toggle{display:inline-flex;background:#efe3cf;border-radius:99px;padding:4px;margin:20px 0 16px}
.toggle span{padding:9px 20px;border-radius:99px;font-weight:700;font-size:14px;color:var(--ink)}.toggle .on{background:var(--ink);color:#fff}
.amounts{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}
.amt{background:#fff;border:2px solid var(--line);border-radius:16px;padding:14px 14px 12px}
.amt b{display:block;font:600 28px/1 var(--head);color:var(--ink)}.amt span{display:block;margin-top:6px;font-size:12.5px;color:var(--muted)}
.amt.on{border-color:var(--brand);background:#fff6ef;box-shadow:0 0 0 3px #b4461b22}.amt.on b{color:var(--brand)}
.other{display:flex;gap:14px;align-items:end;margin-top:16px}.other .field{flex:1}
.secure{display:flex;gap:8px;align-items:center;margin-top:12px;font-size:12.5px;color:var(--muted)}
.ways{margin-top:26px;padding-top:18px;border-top:1px solid var(--line)}.ways div{display:flex;gap:12px;margin-top:10px}
.ways a{flex:1;display:flex;justify-content:space-between;align-items:center;background:#f3e7d3;border-radius:14px;padding:14px 16px;font-weight:700;font-size:14px;color:var(--ink)}
.shifts h2{font-size:22px}.shift{display:grid;grid-template-columns:54px 1fr;gap:12px;padding:13px 0;border-top:1px solid var(--line)}
.day{background:var(--ink);color:#fff;border-radius:12px;text-align:center;padding:6px 0;font-size:11px;font-weight:700;letter-spacing:.08em;text-transform:uppercase}
.day b{display:block;font:600 20px/1.1 var(--head);letter-spacing:0}
.shift p{font-size:14px}.shift .bar{margin-top:7px;--brand:#6f8f3a}
.meals{margin-top:16px;background:var(--brand);color:#fff;border-radius:18px;padding:18px 20px}
.meals b{display:block;font:600 30px/1.1 var(--head)}
@media (max-width:600px){
  .rb{display:block;padding:18px 16px}.rb h1{font-size:29px;margin:12px 0 6px}.rb .lead{font-size:14.5px}
  .toggle{margin:14px 0 12px;display:flex}.toggle span{flex:1;text-align:center;padding:9px 8px}
  .amounts{grid-template-columns:1fr 1fr;gap:10px}.amt{padding:12px}.amt b{font-size:25px}
  .other{display:block}.other .btn{width:100%;margin-top:14px}.ways div{flex-direction:column;gap:8px}.ways a{padding:12px 14px}
}`,
    body: `<main class="rb"><div>
<p class="steps"><i class="on"></i><i></i><span>Step 1 of 2 · Your gift</span></p>
<h1>Every $1 helps us share three meals</h1>
<p class="lead">Your gift stocks 48 pantries across the Riverbend valley, from Millport to Stone Creek.</p>
<div class="toggle"><span class="on">Give monthly</span><span>Give once</span></div>
<div class="amounts"><div class="amt"><b>$25</b><span>75 meals a month</span></div><div class="amt on"><b>$50</b><span>150 meals a month</span></div><div class="amt"><b>$100</b><span>300 meals a month</span></div><div class="amt"><b>$250</b><span>750 meals a month</span></div></div>
<div class="other"><label class="field hide-phone">Or give another amount<span class="input">$ &nbsp;<span class="muted">Other amount</span></span></label><a class="btn" style="padding:13px 28px">Continue to payment ${arrow}</a></div>
<p class="secure">${lock} Secure payment. Change or cancel a monthly gift any time.</p>
<div class="ways"><p class="eyebrow">Other ways to give</p><div><a>In honor or memory ${arrow}</a><a>Through your employer ${arrow}</a><a>Host a food drive ${arrow}</a></div></div>
</div>
<aside class="hide-phone"><div class="card shifts"><p class="eyebrow">Volunteer this week</p><h2 style="margin:4px 0 10px">Shifts with spots open</h2>
<div class="shift"><span class="day">Sat<b>16</b></span><div><p><b>Warehouse sort</b> · 9 a.m. to noon</p><p class="small muted">6 of 20 spots left</p><div class="bar"><i style="width:70%"></i></div></div></div>
<div class="shift"><span class="day">Tue<b>19</b></span><div><p><b>Mobile pantry, Millport</b> · 3 to 6 p.m.</p><p class="small muted">3 of 8 spots left</p><div class="bar"><i style="width:62%"></i></div></div></div>
<div class="shift"><span class="day" style="background:#d8ccb8;color:#5b5245">Thu<b>21</b></span><div><p><b>Senior box packing</b> · 10 a.m.</p><p class="small muted">Full · join the wait list</p><div class="bar"><i style="width:100%;background:#c9bda8"></i></div></div></div></div>
<div class="meals"><span class="small">Shared across the valley last year</span><b>2.1 million meals</b></div></aside></main>`,
  },

  'transit-planners-member-renewal': {
    brand: { name: 'ARTP', sub: 'Regional Transit Planners' },
    symbol: 'arch',
    vars: `--head:'URW Gothic','Avant Garde',sans-serif;--body:'Liberation Sans',Arial,sans-serif;--brand:#1d6b5e;--ink:#0f3d35;--text:#1f2a28;--muted:#5b6b67;--page:#f6f7f5;--line:#dde3e0;--accent-ink:#c2561a;--link:#1d6b5e;--radius:4px;--chip-bg:#e1f0ec;--chip-fg:#0f3d35;--head-bg:#fff;--head-line:#dde3e0;--head-fg:#0f3d35;--head-sub:#c2561a;--mk-bg:#1d6b5e;--mk-fg:#fff;--mk-radius:4px;--logo-track:.04em;--head-weight:600;--track:-.01em;--input-radius:4px;--card-radius:6px`,
    nav: ['Learn', 'Events', 'Directory', 'My account'],
    css: `
header{border-bottom:0;box-shadow:inset 0 -4px 0 #1d6b5e,inset 0 -8px 0 #e8833a}
.tp{display:grid;grid-template-columns:1fr 350px;gap:36px;padding:24px 40px 0}
.line{display:flex;align-items:center;margin:0 0 18px;font-size:12.5px;font-weight:700;color:var(--muted)}
.line .stop{display:flex;align-items:center;gap:8px}.line .stop i{width:18px;height:18px;border-radius:50%;border:4px solid #c9d3cf;background:#fff}
.line .stop.on i{border-color:var(--brand)}.line .stop.on{color:var(--ink)}.line .seg{flex:0 0 70px;height:4px;background:#c9d3cf;margin:0 8px}.line .seg.on{background:var(--brand)}
.tp h1{font-size:40px;line-height:1.1}
.who{display:flex;align-items:center;gap:10px;margin-top:10px;font-size:14px;color:var(--muted)}
.av{width:34px;height:34px;border-radius:50%;background:#e8833a;color:#fff;display:grid;place-items:center;font:600 13px var(--head)}
.plans{margin-top:20px;background:#fff;border:1px solid var(--line);border-radius:6px}
.plan{display:grid;grid-template-columns:28px 1fr auto;gap:12px;align-items:center;padding:15px 18px;border-top:1px solid var(--line)}
.plan:first-child{border-top:0}.plan .r{width:20px;height:20px;border-radius:50%;border:2px solid #9aa8a4}
.plan.on{background:#f0f7f5;box-shadow:inset 4px 0 0 var(--brand)}.plan.on .r{border:6px solid var(--brand)}
.plan b{font-size:15.5px}.plan .dues{font:600 22px/1 var(--head);color:var(--ink)}
.total{display:flex;align-items:center;justify-content:space-between;margin-top:16px;padding:16px 18px;background:var(--ink);color:#fff;border-radius:6px}
.total b{font:600 26px/1 var(--head)}.total .btn{background:#e8833a;color:#1d1206}
.ce h2{font-size:19px}.ring{display:grid;grid-template-columns:112px 1fr;gap:16px;align-items:center;margin:12px 0}
.ring p b{display:block;font:600 26px/1.1 var(--head);color:var(--ink)}
.ce li{display:flex;justify-content:space-between;gap:10px;padding:8px 0;border-top:1px solid var(--line);font-size:13.5px}
.ce ul{list-style:none;margin:0;padding:0}
.next{margin-top:14px;border-left:4px solid #e8833a}
.incl{margin-top:22px}.incl ul{list-style:none;margin:10px 0 0;padding:0;display:grid;grid-template-columns:repeat(4,1fr);gap:12px}
.incl li{background:#fff;border:1px solid var(--line);border-top:4px solid var(--brand);border-radius:6px;padding:12px 14px;font-size:12.5px;color:var(--muted)}
.incl li:nth-child(even){border-top-color:#e8833a}.incl b{display:block;font:600 16px var(--head);color:var(--ink);margin-bottom:2px}
@media (max-width:600px){
  header{box-shadow:inset 0 -3px 0 #1d6b5e,inset 0 -6px 0 #e8833a}.burger{display:none}
  .tp{display:block;padding:18px 16px}.tp h1{font-size:28px}.line{margin-bottom:14px}.line .seg{flex-basis:26px}
  .plan{padding:13px 12px;grid-template-columns:24px 1fr auto}.plan b{font-size:14.5px}.plan .dues{font-size:19px}
  .total{padding:13px 14px}.total b{font-size:21px}.total .btn{padding:11px 14px}
  aside.ce-wrap{display:block;margin-top:16px}.ring{grid-template-columns:84px 1fr;margin:8px 0 0}.ce ul,.next{display:none}
}`,
    body: `<main class="tp"><div>
<div class="line"><span class="stop on"><i></i>Review</span><span class="seg on"></span><span class="stop"><i></i>Pay</span><span class="seg"></span><span class="stop"><i></i>Done</span></div>
<h1>Renew your membership for 2026</h1>
<p class="who"><span class="av">DO</span><span>Daniel Okafor · Member since 2014 · <b style="color:var(--ink);white-space:nowrap">Due June 30</b></span></p>
<div class="plans">
<div class="plan on"><span class="r"></span><span><b>Professional</b><br><span class="small muted">Your current membership</span></span><span class="dues">$245</span></div>
<div class="plan"><span class="r"></span><span><b>Public agency, early career</b><br><span class="small muted">Under 5 years in the field</span></span><span class="dues">$165</span></div>
<div class="plan"><span class="r"></span><span><b>Retired</b><br><span class="small muted">Keeps directory and journal access</span></span><span class="dues">$60</span></div></div>
<div class="total"><span><span class="small" style="opacity:.8">Due for 2026</span><br><b>$245.00</b></span><a class="btn">Continue to payment ${arrow}</a></div>
<p class="small muted hide-phone" style="margin-top:10px">You stay signed in: payment opens in the membership database and brings you back here.</p>
<div class="incl hide-phone"><p class="eyebrow">Your membership includes</p><ul><li><b>Journal</b>Quarterly, print and online</li><li><b>Directory</b>Your listing and 6,500 peers</li><li><b>Webinars</b>CE hours at no charge</li><li><b>Conference</b>$180 off registration</li></ul></div>
</div>
<aside class="ce-wrap"><div class="card ce"><p class="eyebrow">Continuing education</p><h2>Your CE credits</h2>
<div class="ring"><svg viewBox="0 0 120 120" width="100%"><circle cx="60" cy="60" r="48" fill="none" stroke="#e1e8e5" stroke-width="14"/><circle cx="60" cy="60" r="48" fill="none" stroke="#1d6b5e" stroke-width="14" stroke-dasharray="216.8 301.6" stroke-linecap="round" transform="rotate(-90 60 60)"/><text x="60" y="67" text-anchor="middle" font-family="URW Gothic,sans-serif" font-weight="600" font-size="22" fill="#0f3d35">72%</text></svg>
<p><b>11.5 of 16</b><span class="small muted">hours this cycle, 4.5 to go by December 31</span></p></div>
<ul><li><span>Fare policy and equity webinar</span><b>1.5</b></li><li><span>Annual conference, Richmond</span><b>8.0</b></li><li><span>Bus stop accessibility course</span><b>2.0</b></li></ul></div>
<div class="card next hide-phone"><p class="eyebrow">Next webinar</p><p style="margin-top:4px"><b>Bus network redesigns</b></p><p class="small muted">May 14, noon Eastern · 1.5 CE hours</p></div></aside></main>`,
  },

  'meadowbrook-find-a-doctor': {
    brand: { name: 'Meadowbrook', sub: 'Health' },
    symbol: 'cross',
    vars: `--head:'C059','Century Schoolbook',serif;--body:'DejaVu Sans',Verdana,sans-serif;--brand:#15589e;--ink:#0e2f55;--text:#1e2a36;--muted:#586878;--page:#fff;--line:#dfe6ee;--accent-ink:#1d7a6c;--link:#15589e;--radius:22px;--chip-bg:#e3f3ef;--chip-fg:#145c51;--util-bg:#eef4fa;--util-fg:#0e2f55;--head-bg:#fff;--head-line:#e6ecf2;--head-fg:#0e2f55;--head-sub:#1d7a6c;--mk-bg:#15589e;--mk-fg:#fff;--mk-radius:50%;--track:-.01em;--input-radius:22px;--input-line:#c9d4df`,
    util: [
      'Linden Urgent Care open until 9 p.m.',
      'MyMeadowbrook patient portal',
      'Pay a bill',
      'Careers',
    ],
    nav: ['Services', 'Locations', 'Patients', 'Find a doctor'],
    css: `
body{font-size:14px}
.hero{background:linear-gradient(180deg,#eef5fb,#fff);padding:22px 40px 18px}
.hero h1{font-size:40px;line-height:1.1}
.search{display:grid;grid-template-columns:1fr 260px auto;gap:10px;margin-top:14px;max-width:960px}
.search .input{margin:0;height:48px;box-shadow:0 2px 6px #0e2f5512}
.mb{display:grid;grid-template-columns:210px 1fr 270px;gap:26px;padding:6px 40px 0}
.filters h2{font:700 13px var(--body);letter-spacing:.04em;color:var(--ink);margin:14px 0 8px;text-transform:uppercase}
.filters label{display:flex;gap:9px;align-items:center;padding:5px 0;font-size:13.5px}
.box{width:17px;height:17px;border:1.5px solid #9fb0c1;border-radius:4px;display:grid;place-items:center;color:#fff}.box.on{background:var(--brand);border-color:var(--brand)}
.count{display:flex;justify-content:space-between;align-items:center;padding:14px 0 10px;font-size:13.5px;color:var(--muted)}
.doc{display:grid;grid-template-columns:64px 1fr auto;gap:16px;padding:16px;border:1px solid var(--line);border-radius:14px;margin-bottom:12px;background:#fff}
.doc h3{font-size:19px}.doc .meta{font-size:13px;color:var(--muted);margin-top:3px}
.doc .tags{display:flex;gap:6px;margin-top:9px;flex-wrap:wrap}.tag2{font-size:11.5px;border:1px solid var(--line);border-radius:99px;padding:3px 9px;color:var(--text)}
.ph{width:64px;height:64px;border-radius:50%;overflow:hidden}
.when{text-align:right;font-size:12px;color:var(--muted)}.when b{display:block;color:var(--ink);font-size:13.5px;margin-bottom:8px}
.when .btn{font-size:13px;padding:9px 14px}
.mapbox{border-radius:14px;overflow:hidden;border:1px solid var(--line);margin-top:14px}.mapbox svg{display:block}
.urgent{margin-top:14px;background:#0e2f55;color:#dce8f5;border:0;border-radius:14px}.urgent h2{color:#fff;font-size:18px}
.chips{display:none}
@media (max-width:600px){
  .burger{display:none}.when b{font-size:12.5px;white-space:nowrap}
  .hero{padding:16px 16px 10px}.hero h1{font-size:29px}.search{grid-template-columns:1fr;gap:8px;margin-top:10px}.search .loc,.search .btn{display:none}
  .chips{display:flex;flex-wrap:wrap;gap:7px;margin-top:10px}.chips span{font-size:12.5px;border:1.5px solid #c9d4df;border-radius:99px;padding:5px 11px;font-weight:600;color:var(--ink)}.chips .on{background:var(--brand);border-color:var(--brand);color:#fff}
  .mb{display:block;padding:0 16px}.filters{display:none}
  .doc{grid-template-columns:52px 1fr;gap:12px;padding:13px}.ph{width:52px;height:52px}.when{grid-column:1/-1;text-align:left;display:flex;justify-content:space-between;align-items:center}.when b{margin:0}
}`,
    body: `<div class="hero"><p class="crumbs">Home &nbsp;/&nbsp; <b>Find a doctor</b></p><h1 style="margin-top:6px">Find a doctor</h1>
<div class="search"><span class="input">${search} Family medicine</span><span class="input loc">${pin} Linden, OH 43211</span><a class="btn" style="height:48px">Search</a></div>
<div class="chips"><span class="on">${check} Accepting new patients</span><span>Video visits</span><span>Speaks Spanish</span><span>Within 5 miles</span></div></div>
<main class="mb"><div class="filters"><h2>Availability</h2><label><span class="box on">${check}</span>Accepting new patients</label><label><span class="box"></span>Video visits</label><label><span class="box"></span>Evenings and weekends</label>
<h2>Language</h2><label><span class="box on">${check}</span>Spanish</label><label><span class="box"></span>Somali</label><label><span class="box"></span>Arabic</label>
<h2>Distance</h2><label><span class="box"></span>Within 5 miles</label><label><span class="box on">${check}</span>Within 10 miles</label></div>
<div><p class="count"><span><b style="color:var(--ink)">24 family medicine doctors</b> near Linden</span><span class="hide-phone">Sort: nearest first</span></p>
${[
  [
    'Dr. Amara Nwosu, MD',
    'Linden Primary Care · 1.2 miles',
    'Next opening: Thursday',
    '#7a4b2a',
    '#2d1a10',
  ],
  [
    'Dr. Paul Lindgren, DO',
    'Westgate Clinic · 3.4 miles',
    'Next opening: Tuesday',
    '#e0b49a',
    '#8a6a4e',
  ],
  [
    'Dr. Sofia Reyes, MD',
    'Meadowbrook North · 4.1 miles',
    'Next opening: May 20',
    '#c48a62',
    '#2b1b14',
  ],
]
  .map(
    ([
      name,
      where,
      when,
      skin,
      hair,
    ]) => `<div class="doc"><svg class="ph" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" fill="#dbe9f5"/><path d="M8 64c2-14 12-20 24-20s22 6 24 20Z" fill="#15589e"/><circle cx="32" cy="28" r="12" fill="${skin}"/><path d="M19 27c0-10 6-15 13-15s13 5 13 15c-3-5-7-7-13-7s-10 2-13 7Z" fill="${hair}"/></svg>
<div><h3>${name}</h3><p class="meta">Family medicine · ${where}</p><div class="tags"><span class="chip">${check} Accepting new patients</span><span class="tag2">Video visits</span><span class="tag2">English, Spanish</span></div></div>
<div class="when"><b>${when}</b><a class="btn">Request a visit</a></div></div>`,
  )
  .join('')}</div>
<aside class="hide-phone"><div class="mapbox"><svg viewBox="0 0 270 230" width="100%" aria-hidden="true"><rect width="270" height="230" fill="#eaf1f6"/><path d="M0 150 90 120 170 140 270 100" stroke="#fff" stroke-width="10" fill="none"/><path d="M120 0 110 230M0 60 270 80" stroke="#fff" stroke-width="6" fill="none"/><path d="M200 0c-20 60 10 100-10 230" stroke="#b9d6ea" stroke-width="14" fill="none"/>
<g fill="#15589e"><circle cx="80" cy="96" r="11"/><circle cx="150" cy="170" r="11"/><circle cx="224" cy="60" r="11"/></g><g fill="#fff" font-family="DejaVu Sans" font-size="11" font-weight="700" text-anchor="middle"><text x="80" y="100">1</text><text x="150" y="174">2</text><text x="224" y="64">3</text></g></svg></div>
<div class="card urgent"><h2>Need care today?</h2><p class="small" style="margin-top:6px">Linden Urgent Care is open until 9 p.m. Current wait: about 20 minutes.</p><p style="margin-top:10px"><a style="color:#fff;font-weight:700">Get directions ${arrow}</a></p></div></aside></main>`,
  },

  'cedar-hollow-water-notices': {
    brand: { name: 'Cedar Hollow', sub: 'Water Authority' },
    symbol: 'drop',
    vars: `--head:'Nimbus Sans Narrow','Liberation Sans Narrow',sans-serif;--body:'Liberation Sans',Arial,sans-serif;--brand:#006778;--ink:#03333d;--text:#1b2a2e;--muted:#55676c;--page:#f5f9f9;--line:#d6e3e5;--accent-ink:#006778;--link:#006778;--radius:6px;--chip-bg:#fff0c2;--chip-fg:#5c4200;--head-bg:#006778;--head-line:#006778;--head-fg:#fff;--head-sub:#bfe7ec;--mk-bg:#fff;--mk-fg:#006778;--mk-radius:50% 50% 50% 50%;--cta-bg:#fff;--cta-fg:#03333d;--track:0;--logo-font:'Nimbus Sans Narrow',sans-serif;--logo-track:.01em`,
    nav: ['Water quality', 'Projects', 'Español', 'Pay my bill'],
    css: `
.alert{display:flex;align-items:center;gap:12px;padding:11px 40px;background:#ffc53d;color:#2b1d00;font-size:14.5px;font-weight:700}
.alert a{color:#2b1d00;margin-left:auto;font-weight:700}
.ch{display:grid;grid-template-columns:1fr 340px;gap:36px;padding:24px 40px 0}
.meta{display:flex;gap:12px;align-items:center;flex-wrap:wrap;font-size:13px;color:var(--muted)}
.lang{display:inline-flex;border:1.5px solid var(--brand);border-radius:99px;overflow:hidden;font-weight:700;font-size:12.5px}.lang span{padding:4px 12px;color:var(--brand)}.lang .on{background:var(--brand);color:#fff}
.ch h1{font-size:46px;line-height:1.02;margin:12px 0 16px;text-transform:none}
.lookup{background:#fff;border:2px solid var(--brand);border-radius:10px;padding:18px 20px}
.lookup h2{font-size:22px}.lookup .row{margin-top:10px}.lookup .input{flex:1;margin:0;height:48px;font-size:16px}
.answer{display:flex;gap:12px;margin-top:12px;padding:13px 15px;background:#fff4d6;border-left:5px solid #c98a00;border-radius:6px;font-size:15px}
.answer b{font-size:16px}
.todo{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;margin-top:16px}
.todo div{background:#fff;border:1px solid var(--line);border-radius:10px;padding:14px}
.todo b{display:grid;place-items:center;width:30px;height:30px;border-radius:50%;background:var(--ink);color:#fff;font:700 15px var(--head);margin-bottom:8px}
.todo p{font-size:13.5px}
.when{margin-top:18px}.when h2{font-size:20px}.when ol{list-style:none;margin:10px 0 0;padding:0;display:grid;grid-template-columns:repeat(4,1fr);font-size:12.5px;color:var(--muted)}
.when li{position:relative;padding:22px 14px 0 0;border-top:4px solid #c8d8db}.when li.done{border-top-color:var(--brand)}
.when li::before{content:'';position:absolute;top:-10px;left:0;width:16px;height:16px;border-radius:50%;background:#fff;border:4px solid #c8d8db}.when li.done::before{border-color:var(--brand);background:var(--brand)}
.when li b{display:block;color:var(--ink);font-size:14px}
.zone{background:#fff;border:1px solid var(--line);border-radius:10px;padding:12px}
.zone h2,.alerts h2{font-size:20px}
.alerts{margin-top:14px;background:var(--ink);color:#d3eef2;border:0;border-radius:10px}.alerts h2{color:#fff}
.alerts .input{border:0}
@media (max-width:600px){
  .alert{padding:10px 16px;font-size:13px;align-items:flex-start}.alert a{display:none}
  .ch{display:block;padding:16px 16px}.ch h1{font-size:33px;margin:10px 0 12px}
  .lookup{padding:14px}.lookup h2{font-size:19px}.lookup .btn{padding:12px 14px}.answer{font-size:14px}
  .todo{grid-template-columns:1fr;gap:8px}.todo div{display:flex;gap:12px;align-items:center;padding:10px 12px}.todo b{flex:none;margin:0}
}`,
    body: `<div class="alert">${warn}<span>Boil water notice: Eastside pressure zone, issued May 9 at 6:10 a.m.</span><a>Check your address ${arrow}</a></div>
<main class="ch"><div>
<p class="meta"><span class="chip">Active notice</span><span>Updated May 9, 2:30 p.m.</span><span class="lang"><span class="on">English</span><span>Español</span></span></p>
<h1>Boil water notice for the Eastside zone</h1>
<div class="lookup"><h2>Is my address affected?</h2><div class="row"><span class="input">${pin} 412 Orchard Lane</span><a class="btn" style="height:48px">Check</a></div>
<div class="answer">${warn}<span><b>Yes.</b> 412 Orchard Lane is in the Eastside zone. Boil tap water before you drink it.</span></div></div>
<div class="todo"><div><b>1</b><p>Bring tap water to a rolling boil for one minute.</p></div><div><b>2</b><p>Use boiled or bottled water for drinking, cooking, ice and brushing teeth.</p></div><div><b>3</b><p>Throw away ice and drinks made with tap water since May 8.</p></div></div>
<div class="when hide-phone"><h2>When will it be lifted?</h2><ol><li class="done"><b>May 9</b>Main repaired on Ridge Road; flushing started</li><li class="done"><b>May 10</b>First water samples sent to the state lab</li><li><b>May 11</b>Second samples; results expected by 5 p.m.</li><li><b>Then</b>Notice lifted when both rounds test clear</li></ol></div>
</div>
<aside class="hide-phone"><div class="zone"><h2>The Eastside zone</h2><svg viewBox="0 0 300 190" width="100%" style="margin-top:8px" aria-hidden="true"><rect width="300" height="190" rx="8" fill="#e7f0f1"/>
<path d="M10 40 120 20 150 110 40 160Z" fill="#d3e3e5"/><path d="M120 20 280 30 290 150 150 110Z" fill="#ffc53d" fill-opacity=".55" stroke="#c98a00" stroke-width="2.5"/><path d="M40 160 150 110 290 150 270 185 30 185Z" fill="#d3e3e5"/>
<path d="M0 120c60-10 120 20 300-20" stroke="#9cc8d0" stroke-width="8" fill="none"/><g stroke="#fff" stroke-width="3"><path d="M60 0 90 190M200 0l10 190M0 80h300"/></g>
<circle cx="214" cy="72" r="8" fill="#03333d" stroke="#fff" stroke-width="3"/><text x="190" y="56" font-family="Liberation Sans" font-size="12" font-weight="700" fill="#03333d">412 Orchard Ln</text></svg>
<p class="small" style="margin-top:8px"><a>List of streets in the zone</a></p></div>
<div class="card alerts"><h2>Get alerts for your address</h2><p class="small" style="margin:4px 0 10px">A text or e-mail when a notice starts and when it is lifted.</p><span class="input">Mobile number</span><a class="btn" style="width:100%;margin-top:10px;background:#ffc53d;color:#2b1d00">Sign up</a></div></aside></main>`,
  },
} satisfies Record<string, StudyMock>;

/** A sample study's slug (content/work/<slug>.md). */
export type StudySlug = keyof typeof studies;
