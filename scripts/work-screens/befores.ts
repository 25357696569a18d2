/**
 * The six sample clients' pages as they were before the work: the same page as each study's
 * first screen, in the dated, crowded design the story describes (a fixed 960 px column on a
 * grey page, small Verdana-like type, bevelled bars, links to PDFs). Captured at the desktop size
 * only, to public/work/<slug>/beforeAfter/before/src.webp (where the editor keeps the pair's
 * "before" image). Every figure and name comes from the study's story (content/work/<slug>.md).
 */
import type { StudySlug } from './brands';

/** One client's old page: its brand, its bars' colours, its menu, and the page's columns. */
export interface OldPage {
  brand: { name: string; sub: string };
  /** CSS custom properties: the brand colour, the bars' gradient, the promotion's. */
  vars: string;
  css?: string;
  /** The links at the top right. */
  links: string[];
  nav: string[];
  /** The menu item of the page shown. */
  on: string;
  crumb: string;
  body: string;
}

/** The parts every old site shares: the page, the column, the bars, the boxes. */
const OLD = `
*{box-sizing:border-box}body{margin:0;background:var(--page,#d9dde2) url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='4' height='4'%3E%3Cpath d='M0 0h1v1H0z' fill='%23000' fill-opacity='.05'/%3E%3C/svg%3E");font:12px/1.45 'DejaVu Sans',Verdana,sans-serif;color:#333;overflow:hidden}
a{color:#0645ad}h1,h2,h3,p{margin:0}
.wrap{width:960px;margin:0 auto;background:#fff;box-shadow:0 0 8px rgba(0,0,0,.25);min-height:100vh}
.top{display:flex;align-items:flex-end;justify-content:space-between;padding:14px 18px 10px;background:linear-gradient(#fff,#eef1f4);border-bottom:1px solid #c7ccd2}
.logo{font:bold 26px/1 'Nimbus Roman','Liberation Serif',serif;color:var(--brand)}.logo small{display:block;font:11px 'DejaVu Sans',sans-serif;color:#777;letter-spacing:.04em;margin-top:4px}
.toplinks{font-size:11px;color:#666;text-align:right}.toplinks a{margin-left:8px}
.search{margin-top:6px}.search span{display:inline-block;width:150px;height:20px;border:1px solid #999;background:#fff;vertical-align:middle}.search b{display:inline-block;padding:2px 7px;border:1px solid #777;background:linear-gradient(#fafafa,#d5d5d5);font-size:11px;margin-left:3px;vertical-align:middle}
.nav{display:flex;background:linear-gradient(var(--bar1),var(--bar2));border-top:1px solid rgba(255,255,255,.4);border-bottom:2px solid var(--bar3)}
.nav a{color:#fff;text-decoration:none;font-weight:bold;font-size:12px;padding:8px 13px;border-right:1px solid rgba(0,0,0,.25);text-shadow:0 1px 0 rgba(0,0,0,.4)}
.nav a.on{background:rgba(0,0,0,.2)}
.crumb{padding:7px 18px;font-size:11px;color:#666;background:#f4f4f4;border-bottom:1px solid #ddd}
.cols{display:flex;gap:18px;padding:14px 18px}.side{width:200px;flex:none}.main{flex:1;min-width:0}.right{width:210px;flex:none}
.box{border:1px solid #c9ced4;margin-bottom:12px;background:#fff}.box h3{font-size:12px;color:#fff;background:linear-gradient(var(--bar1),var(--bar2));padding:5px 8px}
.box ul{margin:0;padding:6px 8px 8px 22px}.box li{margin:3px 0}.box p{padding:7px 8px}
h1{font:bold 22px/1.2 'Nimbus Roman','Liberation Serif',serif;color:var(--brand);margin-bottom:8px}
h2{font-size:14px;color:var(--brand);margin:12px 0 6px}
.note{border:1px solid #e0c060;background:#fff8d8;padding:7px 9px;margin:8px 0;font-size:11.5px}
.red{color:#c00;font-weight:bold}
.btn{display:inline-block;padding:4px 12px;border:1px solid #666;border-radius:3px;background:linear-gradient(#fdfdfd,#d4d4d4);color:#222;font-size:12px;text-decoration:none}
.promo{height:118px;background:linear-gradient(135deg,var(--promo1),var(--promo2));color:#fff;padding:12px;font:bold 17px/1.2 'Nimbus Roman',serif;border:1px solid #999;margin-bottom:12px}
.promo small{display:block;font:11px 'DejaVu Sans',sans-serif;margin-top:8px}
table.old{border-collapse:collapse;width:100%;font-size:11px}table.old td,table.old th{border:1px solid #b8b8b8;padding:3px 5px}table.old th{background:#e3e6ea;text-align:left}
.pdf{display:inline-block;background:#c00;color:#fff;font-size:9px;font-weight:bold;padding:0 3px;margin-right:4px;border-radius:2px;vertical-align:1px}
.foot{margin-top:10px;font-size:10px;color:#777;border-top:1px solid #ddd;padding:8px 18px}
.widget{position:fixed;right:18px;bottom:44px;width:230px;background:var(--brand);color:#fff;font-weight:bold;padding:8px 12px;border-radius:6px 6px 0 0;font-size:12px}
.cookie{position:fixed;left:0;right:0;bottom:0;background:rgba(20,20,20,.92);color:#eee;padding:10px 30px;font-size:11.5px;display:flex;gap:20px;align-items:center}.cookie .btn{flex:none}`;

/** One old page: the column, its header and menu, then the page's own columns. */
export const oldPage = ({
  brand,
  vars,
  css = '',
  links,
  nav,
  on,
  crumb,
  body,
}: OldPage) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${brand.name}</title><style>:root{${vars}}${OLD}${css}</style></head><body>
<div class="wrap"><div class="top"><div class="logo">${brand.name}<small>${brand.sub}</small></div>
<div class="toplinks">${links.map((l) => `<a href="#">${l}</a>`).join(' |')}<div class="search"><span></span><b>Search</b></div></div></div>
<div class="nav">${nav.map((n) => `<a href="#"${n === on ? ' class="on"' : ''}>${n}</a>`).join('')}</div>
<div class="crumb">${crumb}</div>${body}</div></body></html>`;

export const befores: Record<StudySlug, OldPage> = {
  'larkspur-valley-credit-union': {
    brand: { name: 'Larkspur Valley Credit Union', sub: 'SERVING OUR MEMBERS SINCE 1954' },
    vars: '--brand:#4a2a78;--bar1:#7a5aa8;--bar2:#4a2a78;--bar3:#2e1650;--promo1:#d9a53a;--promo2:#8a5a10',
    links: ['Home', 'Locations', 'Contact Us', 'Careers'],
    nav: ['Home', 'Personal', 'Loans', 'Rates', 'Business', 'Online Banking', 'About Us'],
    on: 'Rates',
    crumb: 'Home &gt; Rates &gt; Auto Loan Rates',
    body: `<div class="cols"><div class="side"><div class="box"><h3>Rates</h3><ul><li><a>Savings Rates</a></li><li><a>Certificate Rates</a></li><li><a>Auto Loan Rates</a></li><li><a>Mortgage Rates</a></li><li><a>Home Equity Rates</a></li><li><a>Credit Card Rates</a></li><li><a>Fee Schedule</a></li></ul></div>
<div class="box"><h3>Online Banking Login</h3><p>User ID:<br><span style="display:block;height:18px;border:1px solid #999;margin:2px 0 6px"></span>Password:<br><span style="display:block;height:18px;border:1px solid #999;margin:2px 0 6px"></span><a class="btn">Login</a> <a style="font-size:10px">Forgot?</a></p></div></div>
<div class="main"><h1>Auto Loan Rates</h1>
<p>Our current auto loan rates are listed in the rate sheets below. Rates vary by region. Please select the rate sheet for your branch region. Rate sheets are in PDF format and require a <a>PDF reader</a>.</p>
<div class="note"><span class="red">NOTICE:</span> Rates are subject to change without notice. Rates shown in the PDF may not reflect the most current rates. Please call (555) 010-2240 to confirm your rate before applying.</div>
<h2>Download Rate Sheets</h2>
<table class="old"><tr><th>Rate Sheet</th><th>Region</th><th>Effective</th><th>Size</th></tr>
<tr><td><span class="pdf">PDF</span><a>New &amp; Used Auto Loan Rates</a></td><td>North Valley</td><td>09/15/2025</td><td>412 KB</td></tr>
<tr><td><span class="pdf">PDF</span><a>New &amp; Used Auto Loan Rates</a></td><td>South Valley</td><td>09/15/2025</td><td>409 KB</td></tr>
<tr><td><span class="pdf">PDF</span><a>New &amp; Used Auto Loan Rates</a></td><td>Coastal</td><td>08/29/2025</td><td>415 KB</td></tr>
<tr><td><span class="pdf">PDF</span><a>Auto Refinance Rates</a></td><td>All Regions</td><td>08/29/2025</td><td>388 KB</td></tr>
<tr><td><span class="pdf">PDF</span><a>Boat, RV &amp; Motorcycle Rates</a></td><td>All Regions</td><td>07/01/2025</td><td>402 KB</td></tr></table>
<h2>Rate Sheet Preview</h2>
<div style="border:1px solid #999;background:#777;padding:10px;height:250px;overflow:hidden"><div style="background:#fff;width:430px;margin:0 auto;padding:12px;font:7px/1.3 'Nimbus Roman',serif;height:300px">
<p style="font-size:10px;font-weight:bold;text-align:center">LARKSPUR VALLEY CREDIT UNION — CONSUMER LOAN RATE SHEET</p><p style="text-align:center">Effective 09/15/2025 · North Valley Region</p>
<table class="old" style="font-size:7px;margin-top:6px"><tr><th>Term</th><th>New APR*</th><th>Used APR*</th><th>Max LTV</th></tr><tr><td>36 mo</td><td>5.49%</td><td>5.99%</td><td>100%</td></tr><tr><td>60 mo</td><td>5.99%</td><td>6.49%</td><td>100%</td></tr><tr><td>72 mo</td><td>6.39%</td><td>6.89%</td><td>90%</td></tr><tr><td>84 mo</td><td>6.89%</td><td>N/A</td><td>90%</td></tr></table>
<p style="margin-top:6px">*APR = Annual Percentage Rate. Rates based on creditworthiness. Other rates and terms available. Payment example: see reverse. Federally insured by NCUA. Equal Housing Lender. Rates subject to change without notice. Not all applicants will qualify. See credit union for details. Rate effective as of date of printing.</p></div></div>
<p style="margin-top:8px"><a class="btn">Apply Online</a> &nbsp; <a>Loan Payment Calculator (opens new window)</a></p></div>
<div class="right"><div class="promo">Summer Auto Loan Sale!<small>Rates as low as 5.49% APR*. Offer ended 08/31.</small></div>
<div class="box"><h3>Quick Links</h3><ul><li><a>Apply for a Loan</a></li><li><a>Skip-a-Payment</a></li><li><a>GAP Insurance</a></li><li><a>Rate Sheets (PDF)</a></li></ul></div>
<p style="font-size:10px;color:#777">Federally Insured by NCUA. Equal Housing Lender. This site is best viewed in Internet Explorer 9 or higher at 1024x768.</p></div></div>`,
  },

  'northfork-power-outage-center': {
    brand: { name: 'Northfork Power Cooperative', sub: 'A MEMBER-OWNED ELECTRIC CO-OP' },
    vars: '--brand:#1b3f6e;--bar1:#3d6ea8;--bar2:#1b3f6e;--bar3:#0f2748;--promo1:#3d6ea8;--promo2:#1b3f6e',
    links: ['Pay My Bill', 'Contact', 'Careers', 'Newsroom'],
    nav: ['Home', 'My Account', 'Outages', 'Rates', 'Energy Savings', 'Community', 'About'],
    on: 'Outages',
    crumb: 'Home » Outages » Outage Map',
    body: `<div class="cols"><div class="main"><h1>Outage Map</h1>
<div class="note"><b>To report an outage, please call 1-800-555-0199.</b> Do not use e-mail or social media to report outages. For the latest information during major storms, please check our social media pages.</div>
<div style="border:1px solid #999;background:#e8e8e8;height:330px;position:relative;margin-top:8px">
<div style="position:absolute;inset:0;background:repeating-linear-gradient(45deg,#e2e2e2 0 10px,#ececec 10px 20px)"></div>
<div style="position:absolute;left:50%;top:46%;transform:translate(-50%,-50%);background:#fff;border:1px solid #aaa;padding:14px 18px;text-align:center;width:340px;box-shadow:2px 2px 4px rgba(0,0,0,.2)">
<div style="width:22px;height:22px;border:3px solid #ccc;border-top-color:#1b3f6e;border-radius:50%;margin:0 auto 8px"></div><b>Loading outage map…</b><br><span style="font-size:11px">Map provided by our outage management vendor. If the map does not load, <a>click here</a> to open it in a new window.</span></div></div>
<h2>Outage Summary</h2>
<table class="old"><tr><th>County</th><th>Members Served</th><th>Members Out</th><th>% Out</th></tr>
<tr><td>Harlan</td><td>14,212</td><td>—</td><td>—</td></tr><tr><td>Pike Ridge</td><td>11,870</td><td>—</td><td>—</td></tr><tr><td>Millbrook</td><td>12,406</td><td>—</td><td>—</td></tr><tr><td>Cold Spring</td><td>9,512</td><td>—</td><td>—</td></tr></table>
<p style="font-size:10.5px;color:#777;margin-top:4px">Summary updated when the map loads. Data may be delayed up to 30 minutes.</p></div>
<div class="right" style="width:250px"><div class="promo">Round Up for Neighbors<small>Round up your bill and help members in need. Learn more »</small></div>
<div class="box"><h3>Storm Safety Tips</h3><ul><li><a>Stay away from downed lines</a></li><li><a>Generator safety (PDF)</a></li><li><a>Storm checklist (PDF)</a></li><li><a>Medical needs registry form (PDF)</a></li></ul></div>
<div class="box"><h3>Follow Us</h3><p><span style="display:block;height:90px;background:#eef1f7;border:1px solid #cdd5e3;padding:6px;font-size:10.5px;color:#3b5998"><b>Northfork Power Cooperative</b><br>4,812 followers</span></p></div>
<div class="box"><h3>News</h3><ul><li><a>Annual Meeting Recap</a></li><li><a>Right-of-Way Clearing Schedule</a></li></ul></div></div></div>`,
  },

  'riverbend-food-partnership': {
    brand: { name: 'Riverbend Food Partnership', sub: 'FEEDING THE VALLEY TOGETHER' },
    vars: '--brand:#2f6b2a;--bar1:#5f9a3a;--bar2:#2f6b2a;--bar3:#1d4a19;--promo1:#e08a1e;--promo2:#a8480e',
    links: ['Get Help', 'Volunteer', 'Events', 'Contact'],
    nav: ['Home', 'About', 'Find Food', 'Donate', 'Volunteer', 'Agencies', 'News'],
    on: 'Donate',
    crumb: 'Home / Donate / Make a Gift',
    css: `.steps{display:flex;margin:6px 0 12px;font-size:10.5px}.steps span{flex:1;padding:5px 6px;background:#e4e4e4;border:1px solid #c4c4c4;margin-right:-1px;color:#777}.steps span.on{background:var(--brand);color:#fff;font-weight:bold}
.form td{padding:4px 6px;font-size:11.5px;vertical-align:top}.form .in{display:inline-block;width:220px;height:19px;border:1px solid #999;background:#fff}`,
    body: `<div class="cols"><div class="main"><h1>Make a Donation</h1>
<p>Thank you for supporting Riverbend Food Partnership! Your gift helps provide food to 48 partner pantries. To make a gift, you must first create a donor account or log in. Please complete all five steps. Do not press the Back button.</p>
<div class="steps"><span class="on">1. Amount</span><span>2. Account</span><span>3. Address</span><span>4. Dedication</span><span>5. Payment</span></div>
<table class="form"><tr><td><b>Gift Amount:</b> <span class="red">*</span></td><td><label><input type="radio"> $25</label> <label><input type="radio"> $50</label> <label><input type="radio"> $100</label> <label><input type="radio"> $250</label> <label><input type="radio"> Other: <span class="in" style="width:70px"></span></label></td></tr>
<tr><td><b>Frequency:</b></td><td><select><option>One time</option></select> <span style="font-size:10px;color:#777">(Recurring gifts require an account)</span></td></tr>
<tr><td><b>Designation:</b></td><td><select style="width:230px"><option>-- Please Select --</option></select></td></tr>
<tr><td><b>Campaign Code:</b></td><td><span class="in" style="width:120px"></span> <span style="font-size:10px;color:#777">(optional, from your mailing)</span></td></tr>
<tr><td><b>Existing Donor?</b></td><td>E-mail: <span class="in" style="width:160px"></span> Password: <span class="in" style="width:100px"></span> <a class="btn">Log In</a><br><a style="font-size:10.5px">Forgot password?</a> | <a style="font-size:10.5px">Create a new donor account</a></td></tr></table>
<p style="margin-top:10px"><a class="btn">Cancel</a> &nbsp; <a class="btn" style="font-weight:bold">Next Step &gt;&gt;</a></p>
<div class="note" style="margin-top:14px">Prefer to give by mail? <a>Download our donation form (PDF)</a> and mail it with your check to PO Box 1180. Questions? Call (555) 010-4410, Mon–Fri 9–4.</div>
<h2>Volunteer Schedule</h2><p><span class="pdf">PDF</span><a>Warehouse Shift Schedule – Week of 9/22</a> (updated weekly) — e-mail volunteer@ to sign up for a shift.</p></div>
<div class="right"><div class="promo">Hunger Doesn't Take A Holiday<small>Every $1 = 3 meals. Give today! »</small></div>
<div class="box"><h3>Other Ways To Give</h3><ul><li><a>Host a Food Drive</a></li><li><a>Planned Giving</a></li><li><a>Matching Gifts</a></li><li><a>Vehicle Donation</a></li><li><a>Annual Report (PDF)</a></li></ul></div>
<p style="font-size:10px;color:#777">Secure donation processing provided by our donation platform. Riverbend Food Partnership is a 501(c)(3) organization.</p></div></div>`,
  },

  'transit-planners-member-renewal': {
    brand: { name: 'Association of Regional Transit Planners', sub: 'ARTP · EST. 1987' },
    vars: '--brand:#8a2b1c;--bar1:#a8483a;--bar2:#7a2316;--bar3:#521208;--promo1:#5a6b78;--promo2:#2d3a44',
    links: ['Log In', 'Join', 'Contact', 'Sitemap'],
    nav: [
      'Home',
      'About ARTP',
      'Membership',
      'Conference',
      'Education',
      'Publications',
      'Jobs',
      'Chapters',
    ],
    on: 'Membership',
    crumb: 'Home › Membership › Renew › Member Services',
    body: `<div class="cols"><div class="side"><div class="box"><h3>Membership</h3><ul><li><a>Why Join?</a></li><li><a>Member Categories</a><ul style="padding-left:12px"><li><a>Individual</a></li><li><a>Agency</a></li><li><a>Student</a></li><li><a>Retired</a></li></ul></li><li><a>Renew</a></li><li><a>Member Directory</a></li><li><a>Dues Schedule (PDF)</a></li><li><a>Bylaws (PDF)</a></li><li><a>Committees</a></li><li><a>Forms</a></li></ul></div></div>
<div class="main"><h1>Renew Your Membership</h1>
<p>Renewing is easy! Please follow the steps below. <b>Note:</b> the website, the member database and the CE portal use separate logins. If you have trouble logging in, please contact member services.</p>
<h2>Step 1: Log in to the website</h2><p>Username: <span style="display:inline-block;width:150px;height:18px;border:1px solid #999;vertical-align:middle"></span> Password: <span style="display:inline-block;width:120px;height:18px;border:1px solid #999;vertical-align:middle"></span> <a class="btn">Log in</a></p>
<h2>Step 2: View your dues in the member database</h2><p><a>Click here to go to the Member Database</a> (opens in a new window). Use your <b>member ID</b> and database password, which is different from your website password.</p>
<h2>Step 3: Check your continuing education credits</h2><p><a>CE Credit Tracking Portal</a> — requires a separate CE portal account. Credits may take 4–6 weeks to appear.</p>
<h2>Step 4: Pay your dues</h2><p>Pay online in the member database, or <a>download the renewal form (PDF)</a> and mail or fax it to (555) 010-7700.</p>
<div class="note"><span class="red">Renewal deadline: June 30.</span> Members who have not renewed will be removed from the directory. Renewals received by fax may take 2–3 weeks to process.</div>
<table class="old" style="margin-top:8px"><tr><th>Member Category</th><th>Annual Dues</th><th>Form</th></tr><tr><td>Individual</td><td>$185</td><td><a>PDF</a></td></tr><tr><td>Agency (up to 5)</td><td>$690</td><td><a>PDF</a></td></tr><tr><td>Student</td><td>$40</td><td><a>PDF</a></td></tr></table></div>
<div class="right"><div class="promo">2025 Annual Conference<small>Early bird registration closes soon. Register »</small></div>
<div class="box"><h3>Member Login</h3><p>Having trouble? <a>Reset website password</a><br><a>Reset database password</a><br><a>Reset CE portal password</a></p></div>
<div class="box"><h3>Latest News</h3><ul><li><a>Board Election Results</a></li><li><a>New Chapter in the Southwest</a></li><li><a>Journal: Winter Issue</a></li></ul></div></div></div>`,
  },

  'meadowbrook-find-a-doctor': {
    brand: { name: 'Meadowbrook Health System', sub: 'CARING FOR OUR COMMUNITY' },
    vars: '--brand:#0d5a6a;--bar1:#2e8796;--bar2:#0d5a6a;--bar3:#063a45;--promo1:#7ab8c4;--promo2:#2e8796',
    links: ['Patient Portal', 'Pay a Bill', 'Careers', 'Donate', 'Español'],
    nav: [
      'Home',
      'Find a Doctor',
      'Locations',
      'Services',
      'Patients & Visitors',
      'Classes',
      'About',
    ],
    on: 'Find a Doctor',
    crumb: 'Home › Find a Doctor › Search Results',
    css: `.doc{display:flex;gap:10px;border-bottom:1px dotted #bbb;padding:9px 0}.doc i{width:58px;height:70px;flex:none;background:#c9ced3 url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 58 70'%3E%3Ccircle cx='29' cy='26' r='12' fill='%23a4abb2'/%3E%3Cpath d='M6 70c2-16 12-24 23-24s21 8 23 24z' fill='%23a4abb2'/%3E%3C/svg%3E");border:1px solid #aaa}
.filters td{padding:3px 4px;font-size:11px}.filters select{width:150px;font-size:11px}`,
    body: `<div class="cols"><div class="side" style="width:230px"><div class="box"><h3>Refine Your Search</h3><p><table class="filters"><tr><td>Specialty</td></tr><tr><td><select><option>Family Medicine</option></select></td></tr><tr><td>City</td></tr><tr><td><select><option>Linden</option></select></td></tr><tr><td>Gender</td></tr><tr><td><select><option>No Preference</option></select></td></tr><tr><td>Language</td></tr><tr><td><select><option>Any</option></select></td></tr><tr><td>Insurance</td></tr><tr><td><select><option>-- Select --</option></select></td></tr><tr><td>Hospital Affiliation</td></tr><tr><td><select><option>Any</option></select></td></tr></table><a class="btn">Search</a> <a class="btn">Reset</a></p></div></div>
<div class="main"><h1>Find a Doctor</h1><p style="font-size:11px;color:#666">Showing results 1–10 of 214 for <b>Family Medicine</b> in <b>Linden</b>. Sorted by: <select style="font-size:11px"><option>Last Name</option></select></p>
<div class="doc"><i></i><div><a><b>Adams, Robert J., MD</b></a><br>Family Medicine<br>Meadowbrook Primary Care – Linden<br>1420 Orchard St, Linden<br><span style="font-size:10.5px">Accepting new patients: <b>Call office</b></span></div></div>
<div class="doc"><i></i><div><a><b>Alvarez, Maria C., DO</b></a><br>Family Medicine, Sports Medicine<br>Meadowbrook Family Health – North<br>88 Commerce Pkwy, Linden<br><span style="font-size:10.5px">Accepting new patients: <b>Call office</b></span></div></div>
<div class="doc"><i></i><div><a><b>Baker, Susan L., MD</b></a><br>Family Medicine<br>Meadowbrook Primary Care – Linden<br>1420 Orchard St, Linden<br><span style="font-size:10.5px">Accepting new patients: <b>Call office</b></span></div></div>
<p style="margin-top:6px;font-size:11px">Page: <b>1</b> <a>2</a> <a>3</a> <a>4</a> … <a>22</a> <a>Next »</a></p></div>
<div class="right"><div class="promo">Same-Day Appointments<small>Now at Urgent Care Linden. Learn more »</small></div>
<div class="box"><h3>Need Help?</h3><p>Call our physician referral line at (555) 010-6300, Mon–Fri 8–5.</p></div>
<div class="box"><h3>Health Library</h3><ul><li><a>Conditions A–Z</a></li><li><a>Symptom Checker</a></li><li><a>Classes &amp; Events</a></li></ul></div></div></div>
<div class="widget">Chat with us! We're online</div>
<div class="cookie"><span>This website uses cookies and third-party tracking technologies to improve your experience and for advertising. By continuing to use this site you agree to our use of cookies.</span><a class="btn">OK</a><a style="color:#9cf">More info</a></div>`,
  },

  'cedar-hollow-water-notices': {
    brand: { name: 'Cedar Hollow Water Authority', sub: 'QUALITY WATER · RELIABLE SERVICE' },
    vars: '--brand:#1e5a8c;--bar1:#4a8ac0;--bar2:#1e5a8c;--bar3:#0e3a60;--promo1:#58a8d8;--promo2:#1e5a8c',
    links: ['Pay Online', 'Start/Stop Service', 'Contact Us'],
    nav: ['Home', 'Customer Service', 'Water Quality', 'Notices', 'Projects', 'Board', 'About Us'],
    on: 'Notices',
    crumb: 'Home &gt;&gt; Notices &gt;&gt; Boil Water Notice',
    css: `.scan{background:#f1efe8;border:1px solid #999;padding:16px 20px;transform:rotate(-.6deg);box-shadow:2px 2px 6px rgba(0,0,0,.25);font:10px/1.35 'Nimbus Mono PS','Liberation Mono',monospace;color:#222;filter:contrast(.9)}
.scan b{font-size:13px}`,
    body: `<div class="cols"><div class="side"><div class="box"><h3>Notices</h3><ul><li><a>Boil Water Notices</a></li><li><a>Planned Outages</a></li><li><a>Hydrant Flushing</a></li><li><a>Public Hearings</a></li><li><a>Archive</a></li></ul></div>
<div class="box"><h3>Questions?</h3><p>Call Customer Service<br><b>(555) 010-3300</b><br>Mon–Fri 8:00–4:30</p></div></div>
<div class="main"><h1>BOIL WATER NOTICE</h1>
<p><span class="red">Posted 03/11/2025 4:52 PM.</span> A boil water notice has been issued for portions of the service area. Please see the attached notice and map. <a><span class="pdf">PDF</span>Boil Water Notice 03-11-2025.pdf</a> (1.8 MB) &nbsp; <a><span class="pdf">PDF</span>Affected Area Map.pdf</a> (4.2 MB)</p>
<div style="display:flex;gap:14px;margin-top:12px"><div class="scan" style="width:350px"><p style="text-align:center"><b>BOIL WATER NOTICE</b><br>CEDAR HOLLOW WATER AUTHORITY</p><p style="margin-top:8px">DUE TO A LOSS OF PRESSURE IN THE DISTRIBUTION SYSTEM, CUSTOMERS IN THE AFFECTED AREA SHOWN ON THE ATTACHED MAP ARE ADVISED TO BOIL ALL WATER USED FOR DRINKING, COOKING, MAKING ICE AND BRUSHING TEETH. BRING WATER TO A ROLLING BOIL FOR ONE (1) MINUTE AND LET COOL BEFORE USING.</p><p style="margin-top:6px">THIS NOTICE WILL REMAIN IN EFFECT UNTIL FURTHER NOTICE. CUSTOMERS WILL BE NOTIFIED WHEN THE NOTICE IS LIFTED.</p><p style="margin-top:6px">FOR QUESTIONS CALL (555) 010-3300.</p></div>
<div style="flex:1"><div style="border:1px solid #999;height:190px;background:#e9ecdf;position:relative;overflow:hidden"><svg viewBox="0 0 200 190" width="100%" height="100%"><g stroke="#bbb" stroke-width="1" fill="none"><path d="M0 30h200M0 70h200M0 110h200M0 150h200M30 0v190M80 0v190M130 0v190M175 0v190"/></g><path d="M60 40 150 50 160 130 90 150 50 110Z" fill="#e05050" fill-opacity=".35" stroke="#c00" stroke-dasharray="4 3"/><text x="70" y="100" font-size="9" fill="#900">AFFECTED AREA</text></svg></div><p style="font-size:10.5px;margin-top:4px">Map (click to enlarge). Street names are not shown. If you are unsure whether you are affected, please call Customer Service.</p></div></div>
<div class="note" style="margin-top:14px">Una versión en español de este aviso estará disponible más tarde. A Spanish version of this notice will be posted when available.</div></div>
<div class="right"><div class="promo">Fix A Leak Week<small>Save water, save money. Tips inside »</small></div>
<div class="box"><h3>Latest News</h3><ul><li><a>2024 Water Quality Report (PDF)</a></li><li><a>Rate Study Public Hearing</a></li><li><a>Main Replacement Project Update</a></li></ul></div></div></div>`,
  },
};
