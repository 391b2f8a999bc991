// /question/examPdf?id=: a question set's PDF page — facts, sections, 下载 PDF (recorded in 我的下载, then the PDF) and
// the accessible HTML version (&format=html). Unknown set: 404 with 试卷不存在或未发布.
import { Container } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorPage } from "~/components/shared/error-page";
import { IpGateTips } from "~/components/shared/ip-gate-tips";
import { PdfNotFound, PdfPaperView, pdfPaperMeta } from "~/components/shared/question/pdf-paper-view";
import { describeRouteError } from "~/lib/route-error";
import { loadPaperPdfPage, submitPaperPdfPage } from "~/modules/question/pdf/paper-pdf-pages.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPaperPdfPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => submitPaperPdfPage(request, context);

export default function PaperPdfPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <PdfPaperView data={data} />
      </Container>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pdfPaperMeta(data);

export function ErrorBoundary() {
  const { status, message, campusGate } = describeRouteError(useRouteError());
  if (campusGate) return <IpGateTips />;
  return status === 404 && message ? (
    <PdfNotFound message={message} mobile={false} />
  ) : (
    <ErrorPage status={status} message={message} />
  );
}
