// /booking: 预约咨询 (spec section 2, login needed). A logged-out visitor goes to /login/passLogin and comes back.
// The form books a consultation; a user with an open appointment sees it (and can cancel it) instead of a second
// form. Both are plain POST forms, so the page works without JavaScript.
import { Alert, Button, Container, NativeSelect, Paper, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { shanghaiIsoMinute } from "~/lib/shanghai-time";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import {
  APPOINT_NAME_MAX,
  APPOINT_QUESTION_MAX,
  APPOINT_SUBJECT_MAX,
  appointFields,
  appointSchema,
  preferredTimes,
} from "~/modules/appoint/appoint-schemas";
import type { Appointment } from "~/modules/appoint/appoint.server";
import { loadBookingPage, submitBookingPage, type BookingFormResult } from "~/modules/appoint/booking-page.server";
import { pageDescriptions, pageMeta } from "~/modules/shell/page-meta";
import { HoneypotFields } from "~/components/shared/honeypot-fields";
import { SmsReplyCheckbox } from "~/components/shared/sms-reply-checkbox";

export const loader = ({ request }: LoaderFunctionArgs) => loadBookingPage(request);

export const action = ({ request }: ActionFunctionArgs) => submitBookingPage(request);

const statusLabels: Record<Appointment["status"], string> = { open: "待联系", done: "已完成", cancelled: "已取消" };

function FormError({ message }: { message?: string }) {
  return message ? (
    <Alert color="red" variant="light" role="alert" title="操作未成功">
      {message}
    </Alert>
  ) : null;
}

function OpenAppointment({ appointment }: { appointment: Appointment }) {
  const rows: Array<[string, string]> = [
    ["状态", statusLabels[appointment.status]],
    ["姓名", appointment.name],
    ["手机号", appointment.phone],
    ["报考专业/科目", appointment.subject],
    ["期望联系时间", appointment.preferredTime],
    ["问题描述", appointment.question || "（未填写）"],
    ["提交时间", shanghaiIsoMinute(appointment.createdAt)],
  ];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="open-appointment-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="open-appointment-title">
          您已预约咨询
        </Title>
        <Text c="gray.7" size="sm">
          我们会在您期望的时间与您联系。如需修改预约内容，请先取消当前预约，再重新提交。
        </Text>
        <dl style={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "8px 20px", margin: 0 }}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: "contents" }}>
              <dt style={{ color: "var(--mantine-color-gray-7)" }}>{label}</dt>
              <dd style={{ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{value}</dd>
            </div>
          ))}
        </dl>
        <Form method="post">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="id" value={appointment.id} />
          <Button type="submit" variant="outline" color="red.9">
            取消预约
          </Button>
        </Form>
      </Stack>
    </Paper>
  );
}

function BookingForm({ result, smsReply }: { result?: BookingFormResult; smsReply: { phoneTail: string } | null }) {
  const own = result?.intent === "book" ? result : undefined;
  const { onSubmit, field } = useValidatedForm(appointSchema, appointFields, {
    values: own?.values,
    errors: own?.errors,
  });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="booking-form-title">
      <Title order={2} fz="lg" id="booking-form-title" mb="sm">
        填写预约信息
      </Title>
      <Form method="post" onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <FormError message={own?.errors[""]} />
          <input type="hidden" name="intent" value="book" />
          <HoneypotFields />
          <TextInput
            {...field("name")}
            id="booking-name"
            label="姓名"
            autoComplete="name"
            maxLength={APPOINT_NAME_MAX}
            required
          />
          <TextInput
            {...field("phone")}
            id="booking-phone"
            label="手机号"
            description="我们会拨打这个号码与您联系"
            // Text, not type="tel": the HTML standard allows "tel-national" (the number without +86) on text inputs
            // only; a telephone input takes the field name "tel". inputMode brings up the digit keypad.
            type="text"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            required
          />
          <TextInput
            {...field("subject")}
            id="booking-subject"
            label="报考专业/科目"
            placeholder="如：计算机科学与技术（408）"
            maxLength={APPOINT_SUBJECT_MAX}
            required
          />
          <NativeSelect
            {...field("preferredTime")}
            id="booking-preferred-time"
            label="期望联系时间"
            required
            data={[
              { value: "", label: "请选择" },
              ...preferredTimes.map((slot) => ({
                value: slot.value,
                label: slot.hint ? `${slot.value}（${slot.hint}）` : slot.value,
              })),
            ]}
          />
          <Textarea
            {...field("question")}
            id="booking-question"
            label="问题描述"
            description={`选填，${APPOINT_QUESTION_MAX} 字以内：择校、专业课、复习规划等想咨询的问题`}
            maxLength={APPOINT_QUESTION_MAX}
            rows={4}
          />
          <SmsReplyCheckbox offer={smsReply} checked={own?.values.smsReply === "on"} id="booking-sms-reply" />
          <Button type="submit" size="md" w="fit-content" mt="xs">
            提交预约
          </Button>
        </Stack>
      </Form>
    </Paper>
  );
}

export default function BookingPage() {
  const { appointment, smsReply } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // Keyed by the submission's outcome so a re-rendered form starts from the server's values and messages.
  const formKey = JSON.stringify([result?.errors, result?.values]);
  return (
    <main id="main-content">
      <Container size="sm" py="xl">
        <Stack gap="lg">
          <Title order={1} fz={26}>
            预约咨询
          </Title>
          <Text c="gray.7">
            留下您的联系方式和报考方向，我们的老师会在您方便的时间与您联系，解答择校、备考规划等问题。咨询热线
            400-807-5786。
          </Text>
          {result?.intent === "cancel" || (result && appointment) ? <FormError message={result.errors[""]} /> : null}
          {appointment ? (
            <OpenAppointment appointment={appointment} />
          ) : (
            <BookingForm key={formKey} result={result} smsReply={smsReply} />
          )}
        </Stack>
      </Container>
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("预约咨询", pageDescriptions.booking);
