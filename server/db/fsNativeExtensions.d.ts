/** The part of fs-native-extensions the data-folder lock uses (the package ships no types). */
declare module 'fs-native-extensions' {
  /** An exclusive lock on the whole file, or false at once when another open file holds one. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
