// /legal/userAgreement: 用户协议. Open to everyone (no login, no campus gate); the text is app/modules/legal/legal-documents.ts.
import { Container } from "@mantine/core";
import type { MetaFunction } from "@remix-run/node";
import { LegalDocumentView } from "~/components/shared/legal-document";
import { userAgreement } from "~/modules/legal/legal-documents";

export default function Page() {
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <LegalDocumentView doc={userAgreement} tree="desktop" />
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => [
  { title: `${userAgreement.title} - 研途` },
  { name: "description", content: userAgreement.summary },
];
