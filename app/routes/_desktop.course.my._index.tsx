// /course/my: its first tab, /course/my/oneCoach. Only a redirect (a resource route: nothing renders here).
import { redirectToFirstTab } from "~/modules/course/course-pages.server";

export const loader = () => redirectToFirstTab();
