// /question/list: 练习 — the chooser, `?attempt=&q=` one question at a time (刷题 / 背题), `&done=1` the summary (rules
// in app/modules/question/practice/practice-pages.server.ts). The spec's `?id=` (a past paper) goes to /question/{id}.
import { Container } from "@mantine/core";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PracticeScreen, practiceMeta } from "~/components/shared/question/practice-screen";
import { pageNotFound } from "~/lib/page-not-found.server";
import { contentPaths } from "~/modules/content/content-paths";
import { paperMessages } from "~/modules/paper/paper-messages";
import { paperIdSchema } from "~/modules/paper/paper-schemas";
import { loadPracticePage, submitPracticePage } from "~/modules/question/practice/practice-pages.server";

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const id = new URL(request.url).searchParams.get("id");
  if (id !== null) {
    const parsed = paperIdSchema.safeParse({ id });
    if (!parsed.success) throw pageNotFound(paperMessages.notFound);
    throw redirect(contentPaths.desktop.paper(parsed.data.id));
  }
  return loadPracticePage(request, context);
};

export const action = ({ request, context }: ActionFunctionArgs) => submitPracticePage(request, context);

export default function PracticePage() {
  const page = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="md" py="xl">
        <PracticeScreen data={page} tree="desktop" />
      </Container>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => practiceMeta(page);

export { GatedRouteErrorBoundary as ErrorBoundary } from "~/components/shared/ip-gate-tips";
