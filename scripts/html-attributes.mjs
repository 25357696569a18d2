/** Attribute parsing shared by the post-build HTML steps (csp-manifest, defer-scripts). */
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The attributes of a tag's attribute string, lower-cased names (first one wins, as in HTML). */
export function parseAttributes(attrs) {
  const map = new Map();
  for (const m of attrs.matchAll(ATTRIBUTE)) {
    const name = m[1].toLowerCase();
    if (!map.has(name)) map.set(name, m[2] ?? m[3] ?? m[4] ?? '');
  }
  return map;
}
