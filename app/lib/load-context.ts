// What server.ts hands every loader and action besides the request.
import type { AppLoadContext } from "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The client address Express resolved under TRUST_PROXY; the only client IP the app may use. */
    clientIp: string;
    cspNonce: string;
    /** The appuuid given to a browser that arrived without one (set on this response; its request lacks it). */
    newVisitorId?: string;
  }
}

/** What a page's loader or action hands its module: the client address (campus gate, limits) and a new visitor's id. */
export type PageContext = Pick<AppLoadContext, "clientIp" | "newVisitorId">;
