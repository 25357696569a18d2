// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { findIn, plain, type Target } from './engines/driver';

/**
 * The cross-engine journeys find elements by role and accessible name with their own in-page
 * finder (every engine runs it). Its names are checked here against what the accessible-name
 * rules (accname 1.2, HTML-AAM) give for markup like the site's.
 */
const names = (target: Target) =>
  findIn(plain({ ...target, visible: false })).map((el) => el.id || el.tagName.toLowerCase());

describe('the engines driver names elements as the accessible-name rules do', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <label for="email">E-mail address</label><input id="email" type="email" placeholder="you@example.org">
      <input id="search" type="search" placeholder="Search the news">
      <input id="titled" type="text" title="Phone number" placeholder="+1 410 …">
      <textarea id="note" placeholder="Anything else?"></textarea>
      <input id="send" type="submit" value="Send message">
      <input id="bare-submit" type="submit">
      <button id="icon" title="Switch theme"><svg aria-hidden="true"></svg></button>
      <button id="labelled-svg"><svg aria-label="Close menu"></svg></button>
      <a id="home" href="/" title="Cairn Digital, home"><img alt="" src="x.png"></a>
      <a id="logo" href="/"><img alt="Cairn Digital" src="x.png"></a>
      <a id="hidden-text" href="/work">Work<span style="display:none"> (3 new)</span><span style="visibility:hidden"> later</span></a>
      <fieldset id="budget"><legend>Budget</legend><fieldset id="inner"><legend>Inner</legend></fieldset></fieldset>
      <span id="lbl">Site menu</span><dialog id="menu" aria-labelledby="lbl"></dialog>
      <button id="blank-label" aria-label="  ">Open</button>`;
  });

  it('falls back to title, then placeholder, for a field without a label', () => {
    expect(names({ role: 'textbox', name: 'E-mail address' })).toEqual(['email']);
    expect(names({ role: 'textbox', name: 'Search the news' })).toEqual(['search']);
    // title comes before placeholder
    expect(names({ role: 'textbox', name: 'Phone number' })).toEqual(['titled']);
    expect(names({ role: 'textbox', name: 'Anything else?' })).toEqual(['note']);
  });

  it("names a submit input by its value, or the browser's default", () => {
    expect(names({ role: 'button', name: 'Send message' })).toEqual(['send']);
    expect(names({ role: 'button', name: 'Submit' })).toEqual(['bare-submit']);
  });

  it('uses title when the content gives no name, and a child label when it does', () => {
    expect(names({ role: 'button', name: 'Switch theme' })).toEqual(['icon']);
    expect(names({ role: 'button', name: 'Close menu' })).toEqual(['labelled-svg']);
    expect(names({ role: 'link', name: 'Cairn Digital, home' })).toEqual(['home']);
    expect(names({ role: 'link', name: 'Cairn Digital' })).toEqual(['logo']);
  });

  it('leaves out content hidden from everyone', () => {
    expect(names({ role: 'link', name: 'Work' })).toEqual(['hidden-text']);
  });

  it('names a group by its own legend, a dialog by aria-labelledby, and ignores a blank aria-label', () => {
    expect(names({ role: 'group', name: 'Budget' })).toEqual(['budget']);
    expect(names({ role: 'dialog', name: 'Site menu' })).toEqual(['menu']);
    expect(names({ role: 'button', name: 'Open' })).toEqual(['blank-label']);
  });
});
