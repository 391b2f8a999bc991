// Describes where a measurement ran, so numbers from different machines or commits are never compared blindly.
import { execFileSync } from "node:child_process";
import os from "node:os";

export interface MachineInfo {
  cpuModel: string;
  cpuCount: number;
  /** os.availableParallelism(): what Node may actually use (cgroup limits). */
  availableParallelism: number;
  memoryGiB: number;
  os: string;
  kernel: string;
  node: string;
  git: { commit: string | null; dirty: boolean | null };
}

function git(args: string[]): string | null {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

export function describeMachine(): MachineInfo {
  const cpus = os.cpus();
  const status = git(["status", "--porcelain"]);
  return {
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    cpuCount: cpus.length,
    availableParallelism: os.availableParallelism(),
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.platform()} ${os.arch()}`,
    kernel: `${os.release()} ${os.version()}`,
    node: process.version,
    git: { commit: git(["rev-parse", "HEAD"]), dirty: status === null ? null : status.length > 0 },
  };
}

/** 1, 5 and 15 minute load averages, rounded. */
export function loadAverage(): [number, number, number] {
  const [one = 0, five = 0, fifteen = 0] = os.loadavg().map((value) => Math.round(value * 100) / 100);
  return [one, five, fifteen];
}
