// /mobile/user/feedback: 意见反馈, open to visitors who are not logged in. The form posts to this page: failures
// re-render in place, success goes back to the `redirect` target (default /mobile/) with the toast 提交成功.
import { Text } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { MobileBlankLayout } from "~/components/mobile/mobile-blank-layout";
import { FeedbackForm } from "~/components/shared/feedback-form";
import {
  feedbackPageTarget,
  handleFeedbackPagePost,
  type FeedbackFormState,
} from "~/modules/feedback/feedback-forms.server";
import { getOptionalUser } from "~/modules/auth/require-user.server";
import { smsReplyOffer } from "~/modules/notifications/sms-reply.server";
import { pageDescriptions, pageMeta } from "~/modules/shell/page-meta";

export async function loader({ request }: LoaderFunctionArgs) {
  return { redirectTo: feedbackPageTarget(request), smsReply: smsReplyOffer(await getOptionalUser(request)) };
}

export const action = ({ request, context }: ActionFunctionArgs) => handleFeedbackPagePost(request, context);

export default function MobileFeedbackPage() {
  const { redirectTo, smsReply } = useLoaderData<typeof loader>();
  const result = useActionData<FeedbackFormState>();
  const location = useLocation();
  const formKey = JSON.stringify([result?.errors, result?.values]);
  return (
    <MobileBlankLayout backHref={redirectTo} title="意见反馈" titleIsHeading>
      <Text size="sm" c="gray.7" mb="md">
        遇到问题或有好的想法？告诉我们，我们会认真阅读每一条反馈。
      </Text>
      <FeedbackForm
        key={formKey}
        action={`${location.pathname}${location.search}`}
        redirectTo={redirectTo}
        values={result?.values}
        errors={result?.errors}
        idPrefix="feedback-page"
        smsReply={smsReply}
      />
    </MobileBlankLayout>
  );
}

export const meta: MetaFunction = () => pageMeta("意见反馈", pageDescriptions.feedback);
