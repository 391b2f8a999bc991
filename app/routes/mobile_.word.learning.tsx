// /mobile/word/learning: 背单词 in the chosen book, one card at a time (login needed; no chosen book →
// /mobile/word/bookList), in the mobile blank layout with a way back to the book. The desktop twin is
// _desktop.word.learning.tsx; both call app/modules/word/study-page.server.ts.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { StudyScreen, studyShouldRevalidate } from "~/components/shared/word/study-screen";
import { studyDescriptions, studyLinks, studyTitles } from "~/components/shared/word/study-text";
import { pageMeta } from "~/modules/shell/page-meta";
import { loadStudyPage, submitStudyAnswer } from "~/modules/word/study-page.server";

export const loader = ({ request }: LoaderFunctionArgs) => loadStudyPage(request, "learn", "mobile");

export const action = ({ request }: ActionFunctionArgs) => submitStudyAnswer(request, "learn", "mobile");

export const shouldRevalidate = studyShouldRevalidate;

export default function MobileLearningPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <MobileBlankLayout backHref={studyLinks("mobile").wordBook} title={studyTitles.learn}>
      <StudyScreen data={data} tree="mobile" />
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => pageMeta(studyTitles.learn, studyDescriptions.learn);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
