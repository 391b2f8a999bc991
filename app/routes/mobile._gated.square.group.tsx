// /mobile/square/group: 学习小组 on mobile, the twin of /square/group (the list, or one group with ?id=).
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GroupDetailView } from "~/components/shared/groups/group-detail-view";
import { GroupErrorBoundary } from "~/components/shared/groups/group-error";
import { GroupListView } from "~/components/shared/groups/group-list-view";
import { groupPaths } from "~/modules/groups/group-config";
import { groupMessages as m } from "~/modules/groups/group-messages";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader, action } from "./_desktop._gated.square.group";

export { loader, action } from "./_desktop._gated.square.group";

export default function MobileGroupPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content" className="mobile-page">
      <div style={{ padding: 16 }}>
        {data.view === "group" ? (
          <>
            <h1>{data.group.name}</h1>
            <GroupDetailView data={data} action={groupPaths.mobile.group(data.group.id)} touch />
          </>
        ) : (
          <>
            <h1>{m.listTitle}</h1>
            <GroupListView data={data} path={groupPaths.mobile.list} result={result} touch />
          </>
        )}
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.view === "group"
    ? pageMeta(data.group.name, data.group.introduction || m.listDescription)
    : pageMeta(m.listTitle, m.listDescription);

export const ErrorBoundary = GroupErrorBoundary;
