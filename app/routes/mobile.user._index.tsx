// The "mine" tab: needs login (a logged-out visitor goes to /mobile/login and comes back here).
import { Button, Stack, Title } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import { AccountSummary } from "~/components/shared/account-summary";
import { ExamCountdown } from "~/components/shared/centre/exam-countdown";
import { LogoutDialog } from "~/components/shared/logout-dialog";
import { hrefWith } from "~/lib/url-state";
import { requireUser } from "~/modules/auth/require-user.server";
import { centrePaths } from "~/modules/centre/centre-paths";
import { moderationPageText } from "~/modules/moderation/moderation-messages";
import { consolePaths } from "~/modules/console/console-paths";
import { notificationMessages } from "~/modules/notifications/notification-messages";
import { loadExamCountdown } from "~/modules/settings/settings-pages.server";
import { getUserInfo } from "~/modules/user/user.server";
import { pageDescriptions, pageMeta } from "~/modules/shell/page-meta";
import type { loader as rootLoader } from "~/root";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    info: await getUserInfo(user.id),
    countdown: user.isOrg ? null : await loadExamCountdown(user.id),
    showLogout: new URL(request.url).searchParams.has("logout"),
  };
}

/**
 * A full-width row link, its label at the start. Not Button's `justify` prop: Mantine 7.17's Button sets its CSS
 * variable but also passes `justify` on to the <a> as an attribute, which HTML does not have.
 */
const rowLink = {
  variant: "default",
  fullWidth: true,
  styles: { inner: { justifyContent: "space-between" } },
} as const;

export default function MobileMinePage() {
  const { info, countdown, showLogout } = useLoaderData<typeof loader>();
  const location = useLocation();
  // 消息's unread count, read by the root loader (docs/decisions/0023): "消息，3 条未读" on its row.
  const rootUser = useRouteLoaderData<typeof rootLoader>("root")?.user;
  const unread = rootUser?.unreadNotifications ?? 0;
  // A school's organisation account: 内容审核 with its pending count (docs/decisions/0031); null for everyone else.
  const pendingModeration = rootUser?.pendingModeration ?? null;
  return (
    <main id="main-content" className="mobile-page">
      {showLogout ? <LogoutDialog /> : null}
      <Stack gap="lg" p="md">
        <Title order={1} fz={22}>
          我的
        </Title>
        <AccountSummary info={info} />
        {countdown ? <ExamCountdown countdown={countdown} settingsHref={centrePaths.mobile.settings} /> : null}
        <Stack gap="xs">
          {info.isOrg ? null : (
            <>
              <Button component={Link} to="/mobile/user/userInfo" {...rowLink}>
                个人资料
              </Button>
              <Button component={Link} to="/mobile/user/safe" {...rowLink}>
                账号安全
              </Button>
            </>
          )}
          {pendingModeration === null ? null : (
            <Button component={Link} to={consolePaths.mobileNote} {...rowLink}>
              {pendingModeration > 0
                ? moderationPageText.menuLabelWithCount(pendingModeration)
                : moderationPageText.menuLabel}
            </Button>
          )}
          <Button component={Link} to={centrePaths.mobile.news} {...rowLink}>
            {unread > 0 ? notificationMessages.unreadLabel(unread) : "消息"}
          </Button>
          <Button component={Link} to="/mobile/user/learningRecord" {...rowLink}>
            学习记录
          </Button>
          <Button component={Link} to={centrePaths.mobile.clock} {...rowLink}>
            打卡
          </Button>
          <Button component={Link} to={centrePaths.mobile.pinecone} {...rowLink}>
            松果
          </Button>
          <Button component={Link} to="/mobile/user/collect" {...rowLink}>
            我的收藏
          </Button>
          <Button component={Link} to="/mobile/user/download" {...rowLink}>
            我的下载
          </Button>
          <Button component={Link} to="/mobile/user/order" {...rowLink}>
            我的订单
          </Button>
          <Button component={Link} to="/mobile/course/shopCar" {...rowLink}>
            购物车
          </Button>
          <Button component={Link} to="/mobile/word/wordBook" {...rowLink}>
            背单词
          </Button>
          <Button component={Link} to="/mobile/word/collect" {...rowLink}>
            生词本
          </Button>
          <Button component={Link} to={centrePaths.mobile.follow} {...rowLink}>
            我的关注
          </Button>
          <Button component={Link} to={centrePaths.mobile.article} {...rowLink}>
            我的文章
          </Button>
          <Button component={Link} to={centrePaths.mobile.senior} {...rowLink}>
            学长学姐
          </Button>
          <Button component={Link} to={centrePaths.mobile.settings} {...rowLink}>
            学习设置
          </Button>
          {info.isOrg ? null : (
            <Button component={Link} to={centrePaths.mobile.modifyNumber} {...rowLink}>
              换绑手机
            </Button>
          )}
          <Button component={Link} to={centrePaths.mobile.myData} {...rowLink}>
            我的数据
          </Button>
          <Button component={Link} to={hrefWith(location, { logout: "1" })} variant="outline" color="red.9" fullWidth>
            退出登录
          </Button>
        </Stack>
      </Stack>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("我的", pageDescriptions.mine);
