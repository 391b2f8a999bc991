// The operator's school switcher above a school section (issue 25): a GET form, so it works without JavaScript and
// every school's page has its own address (?school=).
import { Button, Group, NativeSelect } from "@mantine/core";
import { Form } from "@remix-run/react";

export function ConsoleSchoolSwitcher({
  schools,
  current,
}: {
  schools: Array<{ id: number; name: string }> | null;
  current: { id: number; name: string };
}) {
  if (!schools) return null;
  return (
    <Form method="get" className="console-school-switcher">
      <Group align="flex-end" gap="xs">
        <NativeSelect
          name="school"
          label="管理的学校"
          defaultValue={String(current.id)}
          data={schools.map((school) => ({ value: String(school.id), label: school.name }))}
        />
        <Button type="submit" variant="outline">
          切换
        </Button>
      </Group>
    </Form>
  );
}
