// /api/Appoint (spec section 7): book a consultation, ask whether one is open; and cancel the open one (ours, so a
// user can book again). All need a logged-in user.
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { isoDateTime, rowId } from "~/modules/api/result-schemas.server";
import { appointMessages, appointSchema, type PreferredTime, preferredTimes } from "./appoint-schemas";
import { cancelAppointment, createAppointment, isAppointed } from "./appoint.server";

const cancelSchema = z.object({
  id: z.coerce.number({ invalid_type_error: "预约编号无效" }).int("预约编号无效").positive("预约编号无效").optional(),
});

// The answers (appoint.server.ts Appointment, AppointmentState).
const appointment = z.object({
  id: rowId,
  name: z.string(),
  phone: z.string(),
  subject: z.string(),
  preferredTime: z.enum(preferredTimes.map((slot) => slot.value) as [PreferredTime, ...PreferredTime[]]),
  question: z.string(),
  status: z.enum(["open", "done", "cancelled"]),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
const appointmentState = z.object({ isAppointed: z.boolean(), appointment: appointment.nullable() });

export const appointEndpoints = [
  defineEndpoint({
    method: "POST",
    path: "/api/Appoint",
    auth: "user",
    input: appointSchema,
    result: appointment,
    handle: async ({ input, user }) => reply(await createAppointment(user, input), { msg: appointMessages.success }),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Appoint/isAppointed",
    auth: "user",
    result: appointmentState,
    handle: async ({ user }) => isAppointed(user.id),
  }),
  defineEndpoint({
    method: "POST",
    path: "/api/Appoint/cancel",
    auth: "user",
    input: cancelSchema,
    result: appointment,
    handle: async ({ input, user }) =>
      reply(await cancelAppointment(user.id, input.id), { msg: appointMessages.cancelled }),
  }),
];
