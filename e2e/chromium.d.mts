/** The system Chromium or Chrome (CHROME_PATH first); throws with install advice when none. */
export declare function findChromium(): string;
/** Flags that keep Chromium quiet and offline-safe in containers and CI. */
export declare const chromiumArgs: string[];
