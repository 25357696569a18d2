import fs from 'node:fs';

/**
 * A folder as it was when first seen: its device and inode. Removed, or swapped for another folder
 * under the same name (a restored copy), it is no longer the same one, though its path is.
 */
export interface FolderIdentity {
  path: string;
  dev: number;
  ino: number;
}

export function identify(target: string): FolderIdentity {
  const stats = fs.statSync(target);
  return { path: target, dev: stats.dev, ino: stats.ino };
}

/** Whether `target` is still the folder it was when identified (not removed, not another one). */
export function isSame(target: FolderIdentity): boolean {
  try {
    const now = fs.statSync(target.path);
    return now.dev === target.dev && now.ino === target.ino;
  } catch {
    return false;
  }
}
