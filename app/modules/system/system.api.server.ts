// /api/System endpoints that describe the visitor's network and the schools.
import { defineEndpoint } from "~/lib/api/endpoint";
import { findCampusSchool, listSchools } from "~/modules/school/school.server";

export const systemEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/api/System/schools",
    auth: "public",
    handle: async () => ({ items: await listSchools() }),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/System/ip-check",
    auth: "public",
    handle: async ({ clientIp }) => {
      const school = await findCampusSchool(clientIp);
      return { isIpInRange: school !== null, ip: clientIp, schoolId: school?.id ?? null, schoolName: school?.name ?? null };
    },
  }),
];
