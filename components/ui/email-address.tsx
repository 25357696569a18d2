/**
 * An e-mail address laid out as text. As an inline block it moves to the next line whole rather
 * than break at the @ in a sentence; only an address wider than the whole line breaks, after the
 * @ (a <wbr>), and inside a part only when that part alone is wider than the line. It takes its
 * parent link's underline, which does not reach into an inline block by itself. One rule for the
 * footer, the contact dialog and the thank-you message.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  const className = 'inline-block max-w-full wrap-anywhere [text-decoration:inherit]';
  if (at < 0) return <span className={className}>{address}</span>;
  return (
    <span className={className}>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </span>
  );
}
