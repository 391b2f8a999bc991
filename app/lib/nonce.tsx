// The per-request CSP nonce (made in server.ts), handed from entry.server to every component that writes a script
// or style element.
import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  const fromServer = useContext(NonceContext);
  if (fromServer || typeof document === "undefined") return fromServer;
  // In the browser (entry.client provides no context): the nonce the server gave this document's scripts. Without it,
  // every <style> React creates on the client (Mantine's, after a client-side render) is blocked by the CSP.
  // Browsers hide the nonce from getAttribute() but not from the .nonce property.
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}
