// Every JSON API endpoint, one line per domain. A domain adds its *.api.server.ts list here.
import { compileEndpoints } from "~/modules/api/dispatcher.server";
import { appointEndpoints } from "~/modules/appoint/appoint.api.server";
import { courseEndpoints } from "~/modules/course/course.api.server";
import { homeEndpoints } from "~/modules/course/home.api.server";
import { courseRecordEndpoints } from "~/modules/course/records.api.server";
import { feedbackEndpoints } from "~/modules/feedback/feedback.api.server";
import { experienceEndpoints } from "~/modules/experience/experience.api.server";
import { liveEndpoints } from "~/modules/live/live.api.server";
import { newsEndpoints } from "~/modules/news/news.api.server";
import { orderEndpoints } from "~/modules/order/order.api.server";
import { paperEndpoints } from "~/modules/paper/paper.api.server";
import { paperVideoEndpoints } from "~/modules/paper-video/paper-video.api.server";
import { questionEndpoints } from "~/modules/question/question.api.server";
import { zmtPaperEndpoints } from "~/modules/question/zmt-papers.api.server";
import { searchEndpoints } from "~/modules/search/search.api.server";
import { schoolEndpoints } from "~/modules/school/school.api.server";
import { slideEndpoints } from "~/modules/slide/slide.api.server";
import { systemEndpoints } from "~/modules/system/system.api.server";
import { userEndpoints } from "~/modules/user/user.api.server";
import { visitEndpoints } from "~/modules/visit/visit.api.server";
import { wordEndpoints } from "~/modules/word/word.api.server";

export const endpointTable = compileEndpoints([...systemEndpoints, ...schoolEndpoints, ...userEndpoints, ...feedbackEndpoints, ...appointEndpoints, ...slideEndpoints, ...visitEndpoints, ...wordEndpoints, ...courseEndpoints, ...courseRecordEndpoints, ...homeEndpoints, ...paperVideoEndpoints, ...liveEndpoints, ...newsEndpoints, ...experienceEndpoints, ...paperEndpoints, ...questionEndpoints, ...zmtPaperEndpoints, ...searchEndpoints, ...orderEndpoints]);
