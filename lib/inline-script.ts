/**
 * Inline scripts are typed functions (`*.inline.ts`) compiled on their own by esbuild
 * (`npm run inline-scripts`, scripts/inline-scripts.ts) into lib/inline-scripts.generated.ts:
 * each entry is the minified call of the function with a hole for its arguments. At render time
 * `inlineScript` fills the hole with the arguments as JSON, so the text React inlines, the text
 * the policy hashes (server/csp-config.ts) and the text the unit tests run are one string.
 *
 * Why not `Function.prototype.toString()` of the function at render time: Next.js compiles the
 * server components, the proxy and the post-build step (tsx) each with its own transform and
 * minifier, which may rename, reorder or inject helpers differently in each, and the policy
 * hash would then not match the page.
 */

/** A compiled inline script: `before` + JSON of the arguments + `after`. */
export interface CompiledScript<Params> {
  readonly before: string;
  /** Null when the function takes no arguments (the script is `before` alone). */
  readonly after: string | null;
  /** Type only: what the function takes. */
  readonly params?: Params;
}

/** JSON that is safe inside an inline <script> (no `</script>`, no `<!--`). */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The script's text with its arguments: what the page inlines and the policy hashes. */
export function inlineScript<Params>(compiled: CompiledScript<Params>, params: Params): string {
  return compiled.after === null
    ? compiled.before
    : compiled.before + inlineJson(params) + compiled.after;
}
