// /square/group: 学习小组 — the list (我的小组, filters, 创建小组) and, with ?id=, one group (members, posts, 加入 / 退出 /
// 解散). docs/decisions/0034-study-groups.md.
import { Container } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GroupDetailView } from "~/components/shared/groups/group-detail-view";
import { GroupErrorBoundary } from "~/components/shared/groups/group-error";
import { GroupListView } from "~/components/shared/groups/group-list-view";
import { groupPaths } from "~/modules/groups/group-config";
import { groupMessages as m } from "~/modules/groups/group-messages";
import { loadGroupPage, submitGroupPage } from "~/modules/groups/group-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadGroupPage(request, context);

export const action = ({ request }: ActionFunctionArgs) => submitGroupPage(request);

export default function GroupPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        {data.view === "group" ? (
          <>
            <h1>{data.group.name}</h1>
            <GroupDetailView data={data} action={groupPaths.desktop.group(data.group.id)} />
          </>
        ) : (
          <>
            <h1>{m.listTitle}</h1>
            <GroupListView data={data} path={groupPaths.desktop.list} result={result} />
          </>
        )}
      </Container>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.view === "group"
    ? pageMeta(data.group.name, data.group.introduction || m.listDescription)
    : pageMeta(m.listTitle, m.listDescription);

export const ErrorBoundary = GroupErrorBoundary;
