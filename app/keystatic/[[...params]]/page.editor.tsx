/** Every /keystatic/… path is the editor's app, drawn by the layout. */
export default function EditorPage() {
  return null;
}
