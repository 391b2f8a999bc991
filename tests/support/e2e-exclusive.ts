// e2e files run two at a time against one server. A file that changes what every student sees (the console publishing
// an article) and a file that counts it (the news list's "共 30 条") hold the same named lock over those steps, so
// they never meet in the middle. The lock is a directory (mkdir is atomic) named after this run's server, so a lock
// left by a crashed run never blocks another; one older than the longest hold is taken over.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const STALE_MS = 180_000;

export async function whileExclusive<T>(baseUrl: string, name: string, run: () => Promise<T>): Promise<T> {
  const folder = path.join(os.tmpdir(), "yantu-e2e-locks", encodeURIComponent(baseUrl));
  fs.mkdirSync(folder, { recursive: true });
  const lock = path.join(folder, name);
  const deadline = Date.now() + STALE_MS;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS || Date.now() > deadline) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await run();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
