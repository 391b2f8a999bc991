// The carousel's slides for the spec's clients (section 7): GET /api/System/slide-show and
// GET /api/HomePage/slide-shows answer the same list. Open to everyone, like the home pages that show it.
import { z } from "zod";
import { defineEndpoint } from "~/modules/api/endpoint";
import { rowId } from "~/modules/api/result-schemas.server";
import { listActiveSlides } from "./slide.server";

const listSlides = async () => ({ items: await listActiveSlides() });

// The answer (slide.server.ts SlideView): the handlers' return types are checked against it.
const slides = z.object({
  items: z.array(
    z.object({
      id: rowId,
      title: z.string(),
      imageUrl: z.string(),
      linkUrl: z.string(),
      alt: z.string(),
      sort: z.number().int(),
    }),
  ),
});

export const slideEndpoints = [
  defineEndpoint({ method: "GET", path: "/api/System/slide-show", auth: "public", result: slides, handle: listSlides }),
  defineEndpoint({
    method: "GET",
    path: "/api/HomePage/slide-shows",
    auth: "public",
    result: slides,
    handle: listSlides,
  }),
];
