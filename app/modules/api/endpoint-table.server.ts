// Every JSON API endpoint, one line per domain. A domain adds its *.api.server.ts list here.
import { compileEndpoints } from "~/lib/api/dispatcher.server";
import { schoolEndpoints } from "~/modules/school/school.api.server";
import { systemEndpoints } from "~/modules/system/system.api.server";
import { userEndpoints } from "~/modules/user/user.api.server";

export const endpointTable = compileEndpoints([...systemEndpoints, ...schoolEndpoints, ...userEndpoints]);
