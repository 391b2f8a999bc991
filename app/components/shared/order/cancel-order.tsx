// 取消订单 behind a confirmation that lives in the URL (?cancel=<orderNo>, like the shell's ?logout=1): the button is a
// link that opens it, the server renders it open (so it works without JavaScript; hydrated, DialogFrame traps focus
// and closes on Escape), 确认取消 posts intent=cancel to the page without the parameter, 返回 is a link back.
import { Button, Group, Stack, Text } from "@mantine/core";
import { Form, Link, useLocation } from "@remix-run/react";
import { formatFen } from "~/lib/money";
import { hrefWith } from "~/lib/url-state";
import { orderMessages as m } from "~/modules/order/order-messages";
import type { OrderSummary } from "~/modules/order/order-page-views.server";
import { DialogFrame } from "../dialog-frame";
import "~/components/shared/course/course.css";

const CANCEL_PARAM = "cancel";

/** The 取消订单 button: a link to this page with the confirmation open (any open refund form closes). */
export function CancelOrderLink({ orderNo, touch = false, hint }: { orderNo: string; touch?: boolean; hint?: string }) {
  const location = useLocation();
  return (
    <Link
      className="course-button course-button--plain"
      to={hrefWith(location, { [CANCEL_PARAM]: orderNo, refund: null })}
      preventScrollReset
      style={touch ? { minHeight: 44 } : undefined}
    >
      取消订单
      {hint ? <span className="visually-hidden">{hint}</span> : null}
    </Link>
  );
}

export function CancelOrderDialog({ order, touch = false }: { order: OrderSummary; touch?: boolean }) {
  const location = useLocation();
  const closeHref = hrefWith(location, { [CANCEL_PARAM]: null });
  const size = touch ? "lg" : "sm";
  return (
    <DialogFrame title="取消订单" closeHref={closeHref} width={460}>
      <Form method="post" action={closeHref}>
        <input type="hidden" name="orderNo" value={order.orderNo} />
        <Stack gap="md">
          <Text fw={700}>{m.cancelQuestion}</Text>
          <Text size="sm">
            订单号 {order.orderNo}：{order.lines.map((line) => line.title).join("、")}，{formatFen(order.payableFen)}。
          </Text>
          <Text size="sm" c="gray.7">
            {m.cancelNote}
          </Text>
          <Group justify="flex-end" grow={touch}>
            <Button component={Link} to={closeHref} variant="default" preventScrollReset size={size}>
              返回
            </Button>
            <Button type="submit" name="intent" value="cancel" color="red.9" size={size}>
              确认取消
            </Button>
          </Group>
        </Stack>
      </Form>
    </DialogFrame>
  );
}
