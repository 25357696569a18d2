/** Where the visitor's consent choice is stored (localStorage). Its own module: it is all the footer control needs up front. */
export const CONSENT_STORAGE_KEY = 'cairn:consent';
