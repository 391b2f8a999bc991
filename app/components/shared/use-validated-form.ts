// One zod schema per form, checked in the browser when JavaScript runs (the server always checks it again).
// The form stays a real <form> with named fields, so without JavaScript it simply posts. Validation always reads
// what the form would send (FormData), so fields set by scripts (the SMS code id) or by autofill count as they are;
// @mantine/form holds the messages. A field is checked when it loses focus, the whole form on submit.
import { useForm } from "@mantine/form";
import { useEffect, type FocusEvent, type FormEvent } from "react";
import type { ZodTypeAny } from "zod";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";

export function useValidatedForm(
  schema: ZodTypeAny,
  fields: readonly string[],
  server: { values?: Record<string, string>; errors?: Record<string, string> } = {},
) {
  const form = useForm<Record<string, string>>({
    mode: "uncontrolled",
    initialValues: Object.fromEntries(fields.map((name) => [name, server.values?.[name] ?? ""])),
    initialErrors: server.errors,
  });

  // A submission answered in place (JavaScript on) brings new server messages without a remount.
  const serverErrors = JSON.stringify(server.errors ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the messages' content, not the form object's identity
  useEffect(() => {
    form.setErrors(JSON.parse(serverErrors) as Record<string, string>);
  }, [serverErrors]);

  // With the button that submitted it: a form whose buttons carry a value (审核's 通过 / 不通过) sends that too.
  const errorsOf = (element: HTMLFormElement, submitter?: HTMLElement | null): Record<string, string> => {
    const submitted = new FormData(element, submitter ?? undefined);
    const values = Object.fromEntries(fields.map((name) => [name, String(submitted.get(name) ?? "")]));
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrorsOf(result.error);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    const errors = errorsOf(formElement, (event.nativeEvent as SubmitEvent).submitter);
    if (Object.keys(errors).length === 0) return;
    event.preventDefault();
    form.setErrors(errors);
    // After React has rendered the messages: move focus to the first field that has one.
    requestAnimationFrame(() => formElement.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  };

  const onFieldBlur = (name: string) => (event: FocusEvent<HTMLElement>) => {
    const element = (event.currentTarget as HTMLInputElement).form;
    // Only a field the user has filled in is judged on blur; an empty one waits for submit.
    if (!element || !(event.currentTarget as HTMLInputElement).value) return;
    const message = errorsOf(element)[name];
    form.setFieldError(name, message ?? null);
  };

  const field = (name: string) => {
    const error = form.errors[name];
    return {
      name,
      defaultValue: server.values?.[name] ?? "",
      onBlur: onFieldBlur(name),
      onChange: () => {
        if (form.errors[name]) form.clearFieldError(name);
      },
      error: typeof error === "string" ? error : undefined,
    };
  };
  return { form, onSubmit, field };
}
