// Runs one of the project's command-line tools (scripts/*.ts) the way npm runs it, on this test file's database
// (DATABASE_URL), and returns its exit code and output instead of throwing on a non-zero exit.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(script: string, args: string[]): Promise<CliResult> {
  return run(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL },
    cwd: process.cwd(),
    timeout: 60_000,
  }).then(
    (result) => ({ code: 0, stdout: result.stdout, stderr: result.stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      stdout: error.stdout ?? "",
      stderr: error.stderr ?? "",
    }),
  );
}
