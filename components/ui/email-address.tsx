/**
 * An e-mail address laid out as text: when it has to wrap it breaks after the @ (a <wbr>), and
 * inside a part only when that part alone is wider than the line. One rule for the footer, the
 * contact dialog and the thank-you message.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <span className="wrap-anywhere">{address}</span>;
  return (
    <span className="wrap-anywhere">
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </span>
  );
}
