/**
 * The one definition of every collection's fields. The build validates each file with these
 * schemas; the TypeScript types are inferred from them; and the editor's form (content/editor.ts,
 * keystatic.config.ts) is generated from them, with the label and help text each field carries in
 * its metadata. A field without a label fails content/editor.test.ts.
 */
export {
  faqSchema,
  motifs,
  ownLandmarks,
  sectionShapes,
  pointSchema,
  type Faq,
  type Figure,
  type Motif,
  type OwnLandmark,
  type Point,
  type SectionShape,
  type RefTarget,
} from './fields';
export * from './clients';
export * from './services';
export * from './solutions';
export * from './locations';
export * from './pages';
export * from './team';
export * from './news';
export * from './work';
export * from './proof';
export * from './copy';
