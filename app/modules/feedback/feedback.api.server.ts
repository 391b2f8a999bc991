// POST /api/Feedback (spec section 7: type, suggestion, phone). Open to everyone; a bearer token, when sent, ties the
// feedback to its user.
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { noResult } from "~/modules/api/result-schemas.server";
import { feedbackMessages, feedbackSchema } from "./feedback-schemas";
import { submitFeedback } from "./feedback.server";

export const feedbackEndpoints = [
  defineEndpoint({
    method: "POST",
    path: "/api/Feedback",
    auth: "public",
    input: feedbackSchema,
    result: noResult,
    handle: async ({ input, user, request, clientIp }) => {
      await submitFeedback(input, { user, ip: clientIp, userAgent: request.headers.get("user-agent") ?? "" });
      return reply(null, { msg: feedbackMessages.success });
    },
  }),
];
