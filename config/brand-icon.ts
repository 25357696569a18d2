/**
 * The brand mark as the favicon (the cairn: three stones on a dark tile). Pages link it as a
 * `data:` URL, so a first visit spends no request on it: on a slow connection a separate icon
 * request shares the bandwidth with the stylesheet and finishes after the first paint
 * (docs/performance.md). `public/icon.svg` is the same file for what needs a URL (the
 * organization logo in structured data); a unit test keeps the two identical.
 */
export const brandIconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="7" fill="#1b1f1c"/>' +
  '<ellipse cx="16" cy="25" rx="11" ry="4" fill="#ecebe5"/>' +
  '<ellipse cx="15" cy="17.5" rx="8" ry="3.6" fill="#aab3ac"/>' +
  '<ellipse cx="16.5" cy="10.5" rx="5" ry="2.8" fill="#8fd1ad"/>' +
  '</svg>';

export const brandIconDataUrl = `data:image/svg+xml,${encodeURIComponent(brandIconSvg)}`;
