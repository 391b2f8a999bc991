// The per-request CSP nonce (made in server.ts), handed from entry.server to every component that writes a script
// or style element.
import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
