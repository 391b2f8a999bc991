// Every JSON API endpoint, one line per domain. A domain adds its *.api.server.ts list here.
import { compileEndpoints } from "~/lib/api/dispatcher.server";
import { systemEndpoints } from "~/modules/system/system.api.server";

export const endpointTable = compileEndpoints([...systemEndpoints]);
