// /legal/licenses: 开源软件与数据许可 (third-party code and the ECDICT data notice). Open to everyone.
import { Container } from "@mantine/core";
import type { MetaFunction } from "@remix-run/node";
import { LegalDocumentView } from "~/components/shared/legal-document";
import { licensesDocument } from "~/modules/legal/legal-documents";

export default function Page() {
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <LegalDocumentView doc={licensesDocument} tree="desktop" />
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => [
  { title: `${licensesDocument.title} - 研途` },
  { name: "description", content: licensesDocument.summary },
];
