/** fs-native-extensions ships no types: the one function server/db/lock.ts uses. */
declare module 'fs-native-extensions' {
  /**
   * An exclusive (or, with `shared`, a shared) lock on the whole of an open file, without
   * waiting: true when taken, false when another open file holds a conflicting one.
   */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
}
