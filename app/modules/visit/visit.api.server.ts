// POST /api/System/web-visitlog (spec section 7): the visit log of a page view the browser saw, open to everyone.
// The server parses the user agent and takes the client address from Express itself; see visit-log.server.ts.
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { recordClientVisit } from "./visit-log.server";
import { webVisitLogSchema } from "./visit-schemas";

export const visitEndpoints = [
  defineEndpoint({
    method: "POST",
    path: "/api/System/web-visitlog",
    auth: "public",
    input: webVisitLogSchema,
    // The payload is a few short fields and two URLs.
    maxBodyBytes: 16 * 1024,
    handle: async ({ input, request, clientIp, user }) => {
      const outcome = recordClientVisit(input, { request, clientIp, user });
      // A bot is answered like everyone else (so it does not retry) but not logged.
      return reply({ logged: outcome !== "ignored-bot" }, { msg: "成功" });
    },
  }),
];
