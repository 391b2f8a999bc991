// Global setup of the `e2e` project: one built production server for the whole run, on a fresh temp SQLite database
// that the server fills with the demo data itself (SEED_ON_START defaults to true), stopped at the end. Test files
// read its address with inject("e2eBaseUrl").
import type { TestProject } from "vitest/node";
import { findChromium } from "./browser";
import { startServer } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the server the e2e tests drive. */
    e2eBaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!findChromium()) {
    throw new Error(
      `No Chromium at ${process.env.CHROME_PATH || "/usr/bin/chromium"}: apt-get install -y chromium fonts-wqy-microhei`,
    );
  }
  const server = await startServer();
  project.provide("e2eBaseUrl", server.baseUrl);
  return async () => {
    const { code } = await server.stop();
    if (code !== 0) console.warn(`[e2e] the server exited with code ${code}; output:\n${server.output()}`);
  };
}
