// /legal/userPrivacy: 隐私政策. Open to everyone (no login, no campus gate); the text is app/modules/legal/legal-documents.ts.
import { Container } from "@mantine/core";
import type { MetaFunction } from "@remix-run/node";
import { LegalDocumentView } from "~/components/shared/legal-document";
import { privacyPolicy } from "~/modules/legal/legal-documents";
import { pageMeta } from "~/modules/shell/page-meta";

export default function Page() {
  return (
    <main id="main-content">
      <Container size="lg" py="xl">
        <LegalDocumentView doc={privacyPolicy} tree="desktop" />
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta(privacyPolicy.title, privacyPolicy.summary);
