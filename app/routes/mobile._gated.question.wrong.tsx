// /mobile/question/wrong: 错题本 in the mobile layout — the list with filters, `?review=1` 今日错题 and `?print=1` the
// print view. The desktop twin is _desktop._gated.question.wrong.tsx; both call
// app/modules/question/wrong-book/wrong-pages.server.ts.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { wrongPrintLinks } from "~/components/shared/question/wrong-print";
import { WrongScreen, wrongTitleOf } from "~/components/shared/question/wrong-screen";
import { wrongText } from "~/components/shared/question/wrong-text";
import { pageMeta } from "~/modules/shell/page-meta";
import type { loader } from "./_desktop._gated.question.wrong";

export const links = wrongPrintLinks;

export { loader, action } from "./_desktop._gated.question.wrong";

export default function MobileWrongBookPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <div style={{ padding: 16 }}>
        <WrongScreen data={data} tree="mobile" />
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(wrongTitleOf(data), wrongText.description, { noindex: true });

export { GatedRouteErrorBoundary as ErrorBoundary } from "~/components/shared/ip-gate-tips";
