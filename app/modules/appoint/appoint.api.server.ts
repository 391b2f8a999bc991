// /api/Appoint (spec section 7): book a consultation, ask whether one is open; and cancel the open one (ours, so a
// user can book again). All need a logged-in user.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { appointMessages, appointSchema } from "./appoint-schemas";
import { cancelAppointment, createAppointment, isAppointed } from "./appoint.server";

const cancelSchema = z.object({
  id: z.coerce.number({ invalid_type_error: "预约编号无效" }).int("预约编号无效").positive("预约编号无效").optional(),
});

export const appointEndpoints = [
  defineEndpoint({
    method: "POST",
    path: "/api/Appoint",
    auth: "user",
    input: appointSchema,
    handle: async ({ input, user }) => reply(await createAppointment(user, input), { msg: appointMessages.success }),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Appoint/isAppointed",
    auth: "user",
    handle: async ({ user }) => isAppointed(user.id),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Appoint/cancel",
    auth: "user",
    input: cancelSchema,
    handle: async ({ input, user }) =>
      reply(await cancelAppointment(user.id, input.id), { msg: appointMessages.cancelled }),
  }),
];
