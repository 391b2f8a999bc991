// /mobile/question/examPdf?id=: a question set's PDF page in the mobile layout (facts, 下载 PDF, the HTML version).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/shared/error-page";
import { IpGateTips } from "~/components/shared/ip-gate-tips";
import { PdfNotFound, PdfPaperView, pdfPaperMeta } from "~/components/shared/question/pdf-paper-view";
import { describeRouteError } from "~/lib/route-error";
import type { loader } from "./_desktop._gated.question.examPdf";

export { loader, action } from "./_desktop._gated.question.examPdf";

export default function MobilePaperPdfPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mobile-page">
      <div style={{ padding: 16 }}>
        <PdfPaperView data={data} />
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pdfPaperMeta(data);

export function ErrorBoundary() {
  const { status, message, campusGate } = describeRouteError(useRouteError());
  if (campusGate) return <IpGateTips />;
  return status === 404 && message ? (
    <PdfNotFound message={message} mobile />
  ) : (
    <ErrorPage status={status} message={message} />
  );
}
