/**
 * A list with the items `order` names first, in its order, and the rest after them as they came
 * (a stable sort). `key` names an item: an entry's slug, or the client type a state serves.
 */
export function inOrder<T>(
  list: readonly T[],
  order: readonly string[],
  key: (item: T) => string,
): T[] {
  const rank = (item: T) => {
    const i = order.indexOf(key(item));
    return i === -1 ? order.length : i;
  };
  return [...list].sort((a, b) => rank(a) - rank(b));
}
