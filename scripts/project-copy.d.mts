/** Copies `root` into `target` (which may exist and be empty), but for the top-level folders in `without` too. */
export declare function copyProject(
  root: string,
  target: string,
  options?: { without?: string[] },
): void;
/** A new empty folder under the system's temporary folder, named `cairn-<name>-…`. */
export declare function tempFolder(name: string): string;
