// /Training/material/{id}/{n}.jpg | source.{ext} ?exp=&sub=&sig=[&dl=1]: a 课件's page image or original file, to a
// member of its batch holding a signed link made for their own user (both trees link here; the file ending keeps
// device routing away). Outsiders 404; an unsigned, expired or someone else's link 403 (materials.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { serveMaterialFile } from "~/modules/training/materials/materials.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  serveMaterialFile(request, params.mid ?? "", params.file ?? "");
