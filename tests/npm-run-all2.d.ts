/** npm-run-all2's Node API (docs/node-api.md in the package), as tests/stage-runner.ts uses it. */
declare module 'npm-run-all2' {
  interface Options {
    continueOnError?: boolean;
    printName?: boolean;
    silent?: boolean;
    stdout?: NodeJS.WritableStream | null;
    stderr?: NodeJS.WritableStream | null;
  }
  /** One script's exit code; `undefined` when it was not run. */
  interface TaskResult {
    name: string;
    code: number | undefined;
  }
  export default function runAll(
    patterns: string | string[],
    options?: Options,
  ): Promise<TaskResult[]>;
}
