// /user/modifyNumber: 换绑手机 inside the centre's frame (login required; docs/decisions/0025) — a code to the old
// number, then to the new one; the forms post here with their `intent`.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PhoneChangeView } from "~/components/shared/centre/phone-change-view";
import { centreText } from "~/modules/centre/centre-paths";
import { loadPhoneChangePage, submitPhoneChangePage } from "~/modules/user/phone-change-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadPhoneChangePage(request);

export const action = ({ request, context }: ActionFunctionArgs) => submitPhoneChangePage(request, context);

export default function ModifyNumberPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content" className="centre-page">
      <h1>{centreText.modifyNumber.title}</h1>
      <PhoneChangeView data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.modifyNumber.title, centreText.modifyNumber.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
