// /user/seting: 学习设置 inside the centre's frame (login required; docs/decisions/0025) — 考试日期 and the countdown,
// 目标院校与专业, 每日学习目标, 消息提醒, 主题; each section posts here with its `intent`.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SettingsSections } from "~/components/shared/centre/settings-view";
import { centreText } from "~/modules/centre/centre-paths";
import { loadSettingsPage, submitSettingsPage } from "~/modules/settings/settings-pages.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadSettingsPage(request);

export const action = ({ request }: ActionFunctionArgs) => submitSettingsPage(request);

export default function SettingsPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main id="main-content" className="centre-page">
      <h1>{centreText.settings.title}</h1>
      <SettingsSections data={data} result={result} />
    </main>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(centreText.settings.title, centreText.settings.description, { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
