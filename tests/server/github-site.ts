/**
 * A GitHub-mode build served by `next start` against the stand-in for GitHub's API, with a data
 * folder of its own: what the preview, history and marketer's-day suites each run their requests
 * against (PREVIEW_APP_DIR, tests/copies/preview.ts).
 */
import fs from 'node:fs';
import { startNext, type NextServer } from '../server-process';
import type { GitHubStandIn } from '../github-stand-in';
import { tempDir } from './backends';

export interface GitHubSite {
  server: NextServer;
  /** Stops the server and the stand-in, and removes the data folder. */
  stop(): Promise<void>;
}

export async function startGitHubSite(options: {
  /** The folder holding the GitHub-mode build. */
  root: string;
  github: GitHubStandIn;
  /** The editor's variables (tests/editor-github.ts), and any others the suite turns on. */
  env: Record<string, string>;
  /** Names the data folder. */
  name: string;
  port?: number;
}): Promise<GitHubSite> {
  const dataDir = tempDir(options.name);
  const server = await startNext({
    cwd: options.root,
    ...(options.port ? { port: options.port } : {}),
    env: {
      ...options.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      KEYSTATIC_GITHUB_API_URL: options.github.url,
    },
    readyPath: '/api/health',
  });
  return {
    server,
    async stop() {
      await server.stop();
      await options.github.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
