// /mobile/question/examPdf?id=: a question set's PDF page in the mobile layout (facts, 下载 PDF, the HTML version).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/shared/error-page";
import { IpGateTips } from "~/components/shared/ip-gate-tips";
import { PdfNotFound, PdfPaperView, pdfPaperMeta } from "~/components/shared/question/pdf-paper-view";
import { describeRouteError } from "~/lib/route-error";
import { loadPaperPdfPage, submitPaperPdfPage } from "~/modules/question/pdf/paper-pdf-pages.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPaperPdfPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitPaperPdfPage(request, context);

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
