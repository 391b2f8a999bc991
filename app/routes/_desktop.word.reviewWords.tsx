// /word/reviewWords: 复习单词, the cards of the chosen book due today, one at a time (login needed; no chosen book →
// /word). The page's rules are in app/modules/word/study-page.server.ts; the card and its states in
// components/shared/word.
import { Container } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StudyScreen, studyShouldRevalidate } from "~/components/shared/word/study-screen";
import { studyDescriptions, studyTitles } from "~/components/shared/word/study-text";
import { pageMeta } from "~/modules/shell/page-meta";
import { loadStudyPage, submitStudyAnswer } from "~/modules/word/study-page.server";

export const loader = ({ request }: LoaderFunctionArgs) => loadStudyPage(request, "review", "desktop");

export const action = ({ request }: ActionFunctionArgs) => submitStudyAnswer(request, "review", "desktop");

export const shouldRevalidate = studyShouldRevalidate;

export default function DesktopReviewPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="sm" py="xl">
        <StudyScreen data={data} tree="desktop" />
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(studyTitles.review, studyDescriptions.review);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
