// Reads what a route threw into a status and a message the error page may show. Only messages we chose to send
// (`{ message }` data on a thrown response) are shown; unexpected errors show the generic sentence.
import { isRouteErrorResponse } from "@remix-run/react";

export function describeRouteError(error: unknown): { status: number; message?: string; campusGate: boolean } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      data && typeof data === "object" && "message" in data && typeof data.message === "string"
        ? data.message
        : undefined;
    const campusGate = Boolean(data && typeof data === "object" && "gate" in data && data.gate === "campus");
    return { status: error.status, message, campusGate };
  }
  return { status: 500, campusGate: false };
}
