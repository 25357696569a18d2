/** vnu-jar ships no types: its default export is the path of the checker's jar. */
declare module 'vnu-jar' {
  const jar: string;
  export default jar;
}
