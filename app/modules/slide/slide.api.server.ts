// The carousel's slides for the spec's clients (section 7): GET /api/System/slide-show and
// GET /api/HomePage/slide-shows answer the same list. Open to everyone, like the home pages that show it.
import { defineEndpoint } from "~/modules/api/endpoint";
import { listActiveSlides } from "./slide.server";

const listSlides = async () => ({ items: await listActiveSlides() });

export const slideEndpoints = [
  defineEndpoint({ method: "GET", path: "/api/System/slide-show", auth: "public", handle: listSlides }),
  defineEndpoint({ method: "GET", path: "/api/HomePage/slide-shows", auth: "public", handle: listSlides }),
];
