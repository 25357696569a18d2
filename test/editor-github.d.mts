type GitHubMode = {
  KEYSTATIC_GITHUB_CLIENT_ID: string;
  KEYSTATIC_GITHUB_CLIENT_SECRET: string;
  KEYSTATIC_SECRET: string;
  NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: string;
  NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO: string;
  EDITOR_ORIGIN: string;
};
export declare const githubMode: GitHubMode;
export declare const githubModeOnLocalhost: GitHubMode;
