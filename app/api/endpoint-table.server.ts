// Every JSON API endpoint, one line per domain. A domain adds its *.api.server.ts list here. The table imports every
// domain, so it sits in the app layer, above the modules (docs/decisions/0013-module-layers.md).
import { compileEndpoints } from "~/modules/api/dispatcher.server";
import { appointEndpoints } from "~/modules/appoint/appoint.api.server";
import { commentEndpoints } from "~/modules/comments/comments.api.server";
import { campusEndpoints } from "~/modules/console/campus.api.server";
import { consoleEndpoints } from "~/modules/console/console.api.server";
import { courseEditorEndpoints } from "~/modules/console/course-editor.api.server";
import { seniorOverrideEndpoints } from "~/modules/seniors/senior-overrides.api.server";
import { newsEditorEndpoints } from "~/modules/console/news-editor.api.server";
import { paperEditorEndpoints } from "~/modules/console/paper-editor.api.server";
import { questionImportEndpoints } from "~/modules/console/question-imports.api.server";
import { liveEditorEndpoints } from "~/modules/console/live-editor.api.server";
import { paperVideoEditorEndpoints } from "~/modules/console/paper-video-editor.api.server";
import { slideEditorEndpoints } from "~/modules/console/slide-editor.api.server";
import { videoLibraryEndpoints } from "~/modules/video-library/video-library.api.server";
import { schoolsEndpoints } from "~/modules/console/schools.api.server";
import { schoolAdminEndpoints } from "~/modules/console/school-admin.api.server";
import { courseEndpoints } from "~/modules/course/course.api.server";
import { homeEndpoints } from "~/modules/course/home.api.server";
import { courseRecordEndpoints } from "~/modules/course/records.api.server";
import { feedbackEndpoints } from "~/modules/feedback/feedback.api.server";
import { followEndpoints } from "~/modules/follows/follows.api.server";
import { seniorApplicationEndpoints } from "~/modules/seniors/seniors.api.server";
import { groupEndpoints } from "~/modules/groups/groups.api.server";
import { squareMoreEndpoints } from "~/modules/experience/square-more.api.server";
import { experienceEndpoints } from "~/modules/experience/experience.api.server";
import { liveEndpoints } from "~/modules/live/live.api.server";
import { moderationEndpoints } from "~/modules/moderation/moderation.api.server";
import { newsEndpoints } from "~/modules/news/news.api.server";
import { notificationEndpoints } from "~/modules/notifications/notification.api.server";
import { orderEndpoints } from "~/modules/order/order.api.server";
import { paperEndpoints } from "~/modules/paper/paper.api.server";
import { privacyEndpoints } from "~/modules/privacy/privacy.api.server";
import { paperVideoEndpoints } from "~/modules/paper-video/paper-video.api.server";
import { questionEndpoints } from "~/modules/question/question.api.server";
import { zmtPaperEndpoints } from "~/modules/question/zmt/zmt-papers.api.server";
import { searchEndpoints } from "~/modules/search/search.api.server";
import { schoolEndpoints } from "~/modules/school/school.api.server";
import { slideEndpoints } from "~/modules/slide/slide.api.server";
import { systemEndpoints } from "~/modules/system/system.api.server";
import { userEndpoints } from "~/modules/user/user.api.server";
import { visitEndpoints } from "~/modules/visit/visit.api.server";
import { wordEndpoints } from "~/modules/word/word.api.server";
import { checkInEndpoints } from "~/modules/check-in/check-in.api.server";
import { pineconeEndpoints } from "~/modules/pinecone/pinecone.api.server";
import { phoneChangeEndpoints } from "~/modules/auth/phone-change.api.server";
import { settingsEndpoints } from "~/modules/settings/settings.api.server";
import { postEndpoints } from "~/modules/square/posts.api.server";
import { materialEndpoints } from "~/modules/training/materials/materials.api.server";
import { trainingBatchEndpoints } from "~/modules/training/batches/batches.api.server";
import { lectureEndpoints } from "~/modules/training/lectures/lectures.api.server";
import { trainingCourseEndpoints } from "~/modules/training/assignments/assignments.api.server";

// One entry per line, so domains added in parallel merge without touching each other's line.
export const endpointTable = compileEndpoints([
  ...systemEndpoints,
  ...schoolEndpoints,
  ...userEndpoints,
  ...settingsEndpoints,
  ...phoneChangeEndpoints,
  ...feedbackEndpoints,
  ...appointEndpoints,
  ...slideEndpoints,
  ...visitEndpoints,
  ...wordEndpoints,
  ...courseEndpoints,
  ...courseRecordEndpoints,
  ...homeEndpoints,
  ...paperVideoEndpoints,
  ...liveEndpoints,
  ...newsEndpoints,
  ...experienceEndpoints,
  ...commentEndpoints,
  ...followEndpoints,
  ...seniorApplicationEndpoints,
  ...groupEndpoints,
  ...squareMoreEndpoints,
  ...paperEndpoints,
  ...questionEndpoints,
  ...zmtPaperEndpoints,
  ...materialEndpoints,
  ...searchEndpoints,
  ...orderEndpoints,
  ...notificationEndpoints,
  ...trainingBatchEndpoints,
  ...checkInEndpoints,
  ...pineconeEndpoints,
  ...privacyEndpoints,
  ...postEndpoints,
  ...moderationEndpoints,
  ...consoleEndpoints,
  ...campusEndpoints,
  ...questionImportEndpoints,
  ...courseEditorEndpoints,
  ...seniorOverrideEndpoints,
  ...newsEditorEndpoints,
  ...slideEditorEndpoints,
  ...paperEditorEndpoints,
  ...liveEditorEndpoints,
  ...paperVideoEditorEndpoints,
  ...videoLibraryEndpoints,
  ...schoolsEndpoints,
  ...schoolAdminEndpoints,
  ...lectureEndpoints,
  ...trainingCourseEndpoints,
]);
