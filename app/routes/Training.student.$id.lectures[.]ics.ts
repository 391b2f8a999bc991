// /Training/student/{id}/lectures.ics: my batch's lectures as an iCalendar file (RFC 5545) for my calendar (issue 27);
// one address for both trees; 404 for everyone who is not the batch's active student.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { serveLectureCalendar } from "~/modules/training/lectures/lecture-pages.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => serveLectureCalendar(request, params);
