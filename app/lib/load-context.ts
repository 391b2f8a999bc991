// What server.ts hands every loader and action besides the request.
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The client address Express resolved under TRUST_PROXY; the only client IP the app may use. */
    clientIp: string;
    cspNonce: string;
    /** The appuuid given to a browser that arrived without one (set on this response; its request lacks it). */
    newVisitorId?: string;
  }
}

export {};
