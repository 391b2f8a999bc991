// All /api/* requests: the JSON API dispatcher answers in the spec's envelope.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { dispatchApiRequest } from "~/modules/api/dispatcher.server";
import { endpointTable } from "~/api/endpoint-table.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => dispatchApiRequest(request, context, endpointTable);

export const action = ({ request, context }: ActionFunctionArgs) => dispatchApiRequest(request, context, endpointTable);
