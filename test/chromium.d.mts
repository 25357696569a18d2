/** The system Chromium or Chrome (CHROME_PATH first); throws with install advice when none. */
export declare function findChromium(): string;
/** The tests' browser: CHROME_PATH, else the system's Chromium headless shell, else findChromium(). */
export declare function findTestChromium(): string;
/** Flags that keep Chromium quiet and offline-safe in containers and CI. */
export declare const chromiumArgs: string[];
/** executablePath and args for a test browser (the headless shell takes no `--headless` mode). */
export declare function testLaunchOptions(): { executablePath: string; args: string[] };
