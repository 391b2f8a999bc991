// The visitor's school and its settings (/api/System/school-info, special-info) and the school list (/api/School).
import { z } from "zod";
import { defineEndpoint } from "~/modules/api/endpoint";
import { rowId } from "~/modules/api/result-schemas.server";
import { getSchoolSettings, getVisitorSchool, listSchools } from "./school.server";

// The answers (school.server.ts). The list is also /api/System/schools's.
export const schoolListResult = z.object({ items: z.array(z.object({ id: rowId, name: z.string() })) });
const visitorSchool = z.object({
  ip: z.string(),
  isIpInRange: z.boolean(),
  schoolId: rowId.nullable(),
  schoolName: z.string().nullable(),
  source: z.enum(["account", "ip"]).nullable(),
});
const schoolSettings = z.object({
  schoolId: rowId.nullable(),
  schoolName: z.string().nullable(),
  isIpInRange: z.boolean(),
  browseWithoutLogin: z.boolean(),
  registrationOpen: z.boolean(),
  orgLoginEnabled: z.boolean(),
});

export const schoolEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/School",
    auth: "public",
    result: schoolListResult,
    handle: async () => ({ items: await listSchools() }),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/System/school-info",
    auth: "public",
    result: visitorSchool,
    handle: async ({ user, clientIp }) => getVisitorSchool(user, clientIp),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/System/special-info",
    auth: "public",
    result: schoolSettings,
    handle: async ({ user, clientIp }) => getSchoolSettings(user, clientIp),
  }),
];
