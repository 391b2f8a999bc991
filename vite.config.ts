import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { remixOptions } from "./remix.config";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * React and Remix's client runtime, which every page loads, in one chunk: left to Rollup, how they were split followed
 * which route modules shared them, and a new area of pages (the console) split React out of Remix's chunk, two files
 * compressing worse than one (+1.5 KiB gzipped on every first visit).
 */
const CLIENT_RUNTIME =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/react|@remix-run\/router|react-router|react-router-dom|turbo-stream)\//;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [remix(remixOptions), tsconfigPaths()],
  build: {
    // Assets under /assets carry a content hash and are served with a one-year immutable cache (server.ts).
    assetsInlineLimit: 0,
    cssMinify: true,
    rollupOptions: isSsrBuild
      ? {}
      : { output: { manualChunks: (id: string) => (CLIENT_RUNTIME.test(id) ? "client-runtime" : undefined) } },
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
}));
