// /legal/licenses: 开源软件与数据许可 (third-party code and the ECDICT data notice). Open to everyone.
import { Container } from "@mantine/core";
import type { MetaFunction } from "@remix-run/node";
import { LegalDocumentView } from "~/components/shared/legal-document";
import { licensesDocument } from "~/modules/legal/legal-documents";
import { pageMeta } from "~/modules/shell/page-meta";

export default function Page() {
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <LegalDocumentView doc={licensesDocument} tree="desktop" />
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(licensesDocument.title, licensesDocument.summary);
