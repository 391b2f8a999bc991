// 创建小组: a plain post form (works without JavaScript), checked in the browser with the server's own schema when
// JavaScript runs. Refused input comes back with the messages and the values kept.
import { Button, NativeSelect, TextInput, Textarea } from "@mantine/core";
import { Form } from "@remix-run/react";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import { groupMessages as m } from "~/modules/groups/group-messages";
import { createGroupFields, createGroupSchema } from "~/modules/groups/group-schemas";

export interface CreateGroupFormProps {
  action: string;
  subjects: Array<{ code: string; name: string }>;
  years: number[];
  limits: { name: number; target: number; introduction: number };
  result?: { errors: Record<string, string>; values: Record<string, string> };
  idPrefix: string;
}

export function CreateGroupForm({ action, subjects, years, limits, result, idPrefix }: CreateGroupFormProps) {
  const { onSubmit, field } = useValidatedForm(createGroupSchema, createGroupFields, {
    values: result?.values,
    errors: result?.errors,
  });
  const formError = result?.errors[""];
  return (
    <Form
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate
      className="group-form"
      aria-labelledby={`${idPrefix}-title`}
    >
      {formError ? (
        <p className="group-error" role="alert">
          {formError}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="create" />
      <TextInput
        {...field("name")}
        id={`${idPrefix}-name`}
        label="小组名称"
        maxLength={limits.name}
        required
        description={`${limits.name} 字以内`}
      />
      <TextInput
        {...field("target")}
        id={`${idPrefix}-target`}
        label="备考目标"
        placeholder="如：2027 计算机 408、英语一冲刺"
        maxLength={limits.target}
        required
      />
      <NativeSelect
        {...field("subject")}
        id={`${idPrefix}-subject`}
        label="科目"
        required
        data={[
          { value: "", label: "请选择" },
          ...subjects.map((subject) => ({ value: subject.code, label: subject.name })),
        ]}
      />
      <NativeSelect
        {...field("examYear")}
        id={`${idPrefix}-year`}
        label="考研年份"
        required
        data={[{ value: "", label: "请选择" }, ...years.map((year) => ({ value: String(year), label: `${year} 年` }))]}
      />
      <Textarea
        {...field("introduction")}
        id={`${idPrefix}-intro`}
        label="小组介绍"
        description={`选填，${limits.introduction} 字以内`}
        maxLength={limits.introduction}
        rows={3}
      />
      <p className="centre-meta">{m.createNote}</p>
      <Button type="submit" w="fit-content">
        提交审核
      </Button>
    </Form>
  );
}
