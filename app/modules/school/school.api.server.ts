// The visitor's school and its settings (/api/System/school-info, special-info) and the school list (/api/School).
import { defineEndpoint } from "~/modules/api/endpoint";
import { getSchoolSettings, getVisitorSchool, listSchools } from "./school.server";

export const schoolEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/School",
    auth: "public",
    handle: async () => ({ items: await listSchools() }),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/System/school-info",
    auth: "public",
    handle: async ({ user, clientIp }) => getVisitorSchool(user, clientIp),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/System/special-info",
    auth: "public",
    handle: async ({ user, clientIp }) => getSchoolSettings(user, clientIp),
  }),
];
