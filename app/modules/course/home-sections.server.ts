// The home pages' video sections (desktop / and mobile /mobile/): 热门视频 (the hottest courses), 标签视频 (the top
// tag's courses, with the other top tags as links), 直播预告 (lives not yet over) and 精彩回放 (recordings). The same
// services as /api/HomePage/ (docs/decisions/0010), a few cards each, fetched together; the cards carry only what
// they show, so the home page's HTML stays small. Open to everyone like the home pages: an off-campus visitor sees
// the titles, and the links lead to gated pages that show the campus tips.
import type { PageContext } from "~/lib/load-context";
import { viewerFor } from "~/modules/access/viewer.server";
import { liveTile, type LiveTileData } from "~/modules/live/live-pages.server";
import { listLiveForecast, listLiveReplays } from "~/modules/live/live.server";
import { listHotCourses, listTagCourses, type CourseCard } from "./course-catalog.server";
import { SITE_COURSE_TYPE } from "./course-config";

/** Cards per section. */
const HOME_SECTION_ROWS = 4;

export interface HomeCourseTile {
  id: number;
  title: string;
  subjectName: string;
  cover: string | null;
  teacher: string | null;
  videoCount: number;
  free: boolean;
}

export interface HomeSections {
  hot: HomeCourseTile[];
  tags: string[];
  tag: string | null;
  tagged: HomeCourseTile[];
  forecast: LiveTileData[];
  replays: LiveTileData[];
}

function courseTile(card: CourseCard): HomeCourseTile {
  return {
    id: card.id,
    title: card.title,
    subjectName: card.subjectName,
    cover: card.cover,
    teacher: card.teachers[0]?.name ?? null,
    videoCount: card.videoCount,
    free: card.free,
  };
}

export async function loadHomeSections(request: Request, context: PageContext): Promise<HomeSections> {
  const viewer = await viewerFor(request, context);
  const short = { page: 1, rows: HOME_SECTION_ROWS };
  const [hot, tagged, forecast, replays] = await Promise.all([
    listHotCourses(viewer, { ...short, type: SITE_COURSE_TYPE }),
    listTagCourses(viewer, { ...short, type: SITE_COURSE_TYPE, tag: undefined }),
    listLiveForecast(viewer, short),
    listLiveReplays(viewer, short),
  ]);
  return {
    hot: hot.map(courseTile),
    tags: tagged.tags,
    tag: tagged.tag,
    tagged: tagged.items.map(courseTile),
    forecast: forecast.map(liveTile),
    replays: replays.map(liveTile),
  };
}
