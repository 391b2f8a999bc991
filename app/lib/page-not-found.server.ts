// A page's 404: what a loader or action throws when the thing it shows does not exist or is not the viewer's to see.
// The error page (components/shared/error-page.tsx) shows its message. One shape for every page, so an id that is
// another's and one that names nothing answer the same.
import { data } from "@remix-run/node";
import { isDomainError } from "./domain-error";

/** The 404 to throw, with the message the error page shows. */
export function pageNotFound(message: string) {
  return data({ message }, { status: 404 });
}

/** A service's DomainError 404 is thrown on as the page's 404 (its message, or `message`); other errors are left to the caller. */
export function throwIfNotFound(error: unknown, message?: string): void {
  if (isDomainError(error) && error.status === 404) throw pageNotFound(message ?? error.message);
}
