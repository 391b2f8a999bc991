// /square/write (?id= resumes a draft or edits one's post): 写文章 (login required; docs/decisions/0030). 预览, 保存草稿,
// 发布 and 上传图片 are posts of one form; autosave runs while JavaScript does.
import { Container } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PostWriteView } from "~/components/shared/square/post-write-view";
import { pageMeta } from "~/modules/shell/page-meta";
import { postMessages as m } from "~/modules/square/post-messages";
import { loadWritePage, submitWritePage } from "~/modules/square/post-pages.server";

export const loader = ({ request }: LoaderFunctionArgs) => loadWritePage(request);

export const action = ({ request, context }: ActionFunctionArgs) => submitWritePage(request, context);

export default function WritePage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <Container size="md" py="xl">
        <h1>{page.values.id ? m.editTitle : m.writeTitle}</h1>
        <PostWriteView page={page} result={result} writePath="/square/write" />
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(m.writeTitle, m.writeDescription, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
