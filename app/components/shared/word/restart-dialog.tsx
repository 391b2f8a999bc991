// 重新开始 (restartStudyWord) behind a confirmation that lives in the URL (?restart=1): the server renders it open,
// so it works without JavaScript; 确定重新开始 posts to the page, 取消 is a link to the page without the parameter.
import { Button, Group, Stack, Text } from "@mantine/core";
import { Form, Link, useLocation } from "@remix-run/react";
import { hrefWith } from "~/lib/url-state";
import { DialogFrame } from "../dialog-frame";

const RESTART_PARAM = "restart";

/** The link that opens the dialog. */
export function RestartLink({ touch = false }: { touch?: boolean }) {
  const location = useLocation();
  return (
    <Button
      component={Link}
      to={hrefWith(location, { [RESTART_PARAM]: "1" })}
      preventScrollReset
      variant="outline"
      color="red.9"
      size={touch ? "lg" : "sm"}
      fullWidth={touch}
    >
      重新开始
    </Button>
  );
}

export function RestartDialog({
  book,
  learned,
  touch = false,
}: {
  book: { id: number; name: string };
  learned: number;
  touch?: boolean;
}) {
  const location = useLocation();
  const closeHref = hrefWith(location, { [RESTART_PARAM]: null });
  return (
    <DialogFrame title="重新开始学习" closeHref={closeHref} width={460}>
      <Form method="post" action={location.pathname}>
        <input type="hidden" name="intent" value="restart" />
        <input type="hidden" name="bookId" value={book.id} />
        <Stack gap="md">
          <Text>确定要重新开始学习《{book.name}》吗？</Text>
          <Text size="sm" c="gray.7">
            {learned > 0 ? `已学的 ${learned} 个单词的进度将被清空，` : "这本词书的进度将被清空，"}
            从第一个单词重新学起；学习日历、打卡记录和生词本会保留。此操作无法撤销。
          </Text>
          <Group justify="flex-end" grow={touch}>
            <Button component={Link} to={closeHref} variant="default" preventScrollReset size={touch ? "lg" : "sm"}>
              取消
            </Button>
            <Button type="submit" color="red.9" size={touch ? "lg" : "sm"}>
              确定重新开始
            </Button>
          </Group>
        </Stack>
      </Form>
    </DialogFrame>
  );
}
