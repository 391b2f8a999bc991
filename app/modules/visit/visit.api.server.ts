// POST /api/System/web-visitlog (spec section 7): the visit log of a page view the browser saw, open to everyone.
// The server parses the user agent and takes the client address from Express itself; see visit-log.server.ts.
import { z } from "zod";
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
    // false for a visit the server recognised as a bot's (answered alike, not logged).
    result: z.object({ logged: z.boolean() }),
    fieldNotes: {
      currenturl: "当前页面地址；未给 viewId 时必填",
      viewId: "页面浏览编号（文档请求时服务器记下的那次浏览）；给出时补全那次浏览，不另记一条",
    },
    handle: async ({ input, request, clientIp, user }) => {
      const outcome = recordClientVisit(input, { request, clientIp, user });
      // A bot is answered like everyone else (so it does not retry) but not logged.
      return reply({ logged: outcome !== "ignored-bot" }, { msg: "成功" });
    },
  }),
];
