// The typed home of the Remix options. vite.config.ts passes them to the Remix Vite plugin; the classic compiler
// would only read remix.config.{js,cjs,mjs}, and we do not use it. See docs/decisions/0001-remix-future-flags.md.
import type { VitePluginConfig } from "@remix-run/dev";

/** Paths that render the same module under a second URL. The spec names both spellings, so neither may 404. */
const routeAliases: ReadonlyArray<{ path: string; file: string; id: string }> = [];

export const remixOptions = {
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    // On: first visits inline only their routes' manifest; app/routes/$.tsx keeps 404s hydrating (ADR 0001).
    v3_lazyRouteDiscovery: true,
    // Route configuration stays here (flat file routes + `routes` aliases) rather than in app/routes.ts.
    v3_routeConfig: false,
  },
  ignoredRouteFiles: ["**/*.test.{ts,tsx}", "**/.*"],
  serverModuleFormat: "esm",
  routes: async (defineRoutes) =>
    defineRoutes((route) => {
      for (const alias of routeAliases) route(alias.path, alias.file, { id: alias.id });
    }),
} satisfies VitePluginConfig;
