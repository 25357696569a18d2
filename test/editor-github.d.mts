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
export declare const thirdPartyOn: {
  NEXT_PUBLIC_GTM_ID: string;
  NEXT_PUBLIC_GTM_SCRIPT_URL: string;
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC: string;
  NEXT_PUBLIC_ACCESSIBILITY_WIDGET_INIT: string;
};
