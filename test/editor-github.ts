/** The editor's GitHub mode for the TypeScript tests: one copy, in test/editor-github.mjs. */
export { githubMode, githubModeOnLocalhost, thirdPartyOn } from './editor-github.mjs';
