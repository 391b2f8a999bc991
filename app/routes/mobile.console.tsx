// /mobile/console: the console is made for a computer (issue 25); the mobile tree says so and gives its address. A
// phone may still open it: device routing never sends a phone away from /console.
import { Anchor, Stack, Text } from "@mantine/core";
import type { MetaFunction } from "@remix-run/node";
import { consolePaths } from "~/modules/console/console-paths";
import { pageMeta } from "~/modules/shell/page-meta";

export default function MobileConsoleNotePage() {
  return (
    <main id="main-content" className="mobile-page">
      <Stack gap="md" p="md">
        <h1>控制台</h1>
        <Text>
          研途控制台供学校图书馆和运营人员管理校园网、授权、用户、留言与内容审核，发布考研资讯和题库。它为电脑屏幕设计，请在电脑浏览器中打开：
        </Text>
        <Text className="console-address">
          <strong>{consolePaths.home}</strong>（本网站地址后加 /console）
        </Text>
        <Text>登录后还需要验证器中的 6 位数字。确需在手机上操作时，也可以直接打开：</Text>
        <Anchor href={consolePaths.home}>在本机打开控制台</Anchor>
      </Stack>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("控制台", "研途控制台请在电脑浏览器中打开", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
