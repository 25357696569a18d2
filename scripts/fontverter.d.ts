/** fontverter ships no types: the one function scripts/font-subset.ts uses. */
declare module 'fontverter' {
  export function convert(
    font: Buffer | Uint8Array,
    toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2',
    fromFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2',
  ): Promise<Buffer>;
}
