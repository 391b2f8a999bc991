// One zod schema per form, checked in the browser when JavaScript runs (the server always checks it again).
// The form stays a real <form> with named fields, so without JavaScript it simply posts.
import { useForm } from "@mantine/form";
import { zodResolver } from "mantine-form-zod-resolver";
import type { FormEvent } from "react";
import type { ZodTypeAny } from "zod";

export function useValidatedForm(
  schema: ZodTypeAny,
  fields: readonly string[],
  server: { values?: Record<string, string>; errors?: Record<string, string> } = {},
) {
  const initialValues = Object.fromEntries(fields.map((name) => [name, server.values?.[name] ?? ""]));
  const form = useForm<Record<string, string>>({
    mode: "uncontrolled",
    initialValues,
    initialErrors: server.errors,
    validate: zodResolver(schema),
    validateInputOnBlur: true,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (form.validate().hasErrors) {
      event.preventDefault();
      const firstInvalid = event.currentTarget.querySelector<HTMLElement>("[aria-invalid='true']");
      firstInvalid?.focus();
    }
  };
  const field = (name: string) => {
    const props = form.getInputProps(name);
    return { name, key: form.key(name), defaultValue: props.defaultValue as string, onChange: props.onChange, onBlur: props.onBlur, onFocus: props.onFocus, error: props.error as string | undefined };
  };
  return { form, onSubmit, field };
}
