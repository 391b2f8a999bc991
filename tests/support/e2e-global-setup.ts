// Global setup of the `e2e` project: one built production server for the whole run, on a fresh temp SQLite database
// that the server fills with the demo data itself (SEED_ON_START defaults to true), stopped at the end. Test files
// read its address with inject("e2eBaseUrl"). It trusts a proxy on loopback (TRUST_PROXY=loopback), so a test is off
// campus by sending X-Forwarded-For (198.51.100.x) and every other request stays 127.0.0.1, on the demo campus: the
// off-campus checks share this server instead of starting and seeding one each (≈ 6.6 s a file). SITE_ICP/SITE_PSB
// fill the footer's filing numbers the shell test reads.
import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { findChromium } from "./browser";
import { PROJECT_ROOT, startServer } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the server the e2e tests drive. */
    e2eBaseUrl: string;
    /** Its SQLite database, for the few facts a test may not wait for in real time (letSmsResendMinutePass). */
    e2eDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!findChromium()) {
    throw new Error(
      `No Chromium at ${process.env.CHROME_PATH || "/usr/bin/chromium"}: apt-get install -y chromium fonts-wqy-microhei`,
    );
  }
  const server = await startServer({
    env: { TRUST_PROXY: "loopback", SITE_ICP: "京ICP备2026000001号-1", SITE_PSB: "京公网安备11010802000001号" },
  });
  project.provide("e2eBaseUrl", server.baseUrl);
  project.provide("e2eDatabaseUrl", server.databaseUrl);
  return async () => {
    const { code } = await server.stop();
    // Kept for the run's summary: scripts/test-all.mjs prints its tail when an e2e test failed (a failed request's
    // stack is on the server's side).
    fs.mkdirSync(path.join(PROJECT_ROOT, "reports"), { recursive: true });
    fs.writeFileSync(path.join(PROJECT_ROOT, "reports/e2e-server.log"), server.output());
    if (code !== 0) console.warn(`[e2e] the server exited with code ${code}; output:\n${server.output()}`);
  };
}
