import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { remixOptions } from "./remix.config";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [remix(remixOptions), tsconfigPaths()],
  build: {
    // Assets under /assets carry a content hash and are served with a one-year immutable cache (server.ts).
    assetsInlineLimit: 0,
    cssMinify: true,
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});
