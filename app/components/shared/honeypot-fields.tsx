// The honeypot inside a public form (docs/decisions/0041): a text input a person never sees and must leave empty, and
// the encrypted time the page was made, with the names and value remix-utils' Honeypot gave the root loader. Rendered
// here instead of with remix-utils' HoneypotInputs, whose autocomplete="nope" fails the HTML checker and whose fixed
// ids repeat when a page has two such forms. `hidden` hides it without CSS; aria-hidden and tabIndex -1 keep it from
// screen readers and the keyboard.
import { createContext, useContext, useId, type ReactNode } from "react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";

const HoneypotContext = createContext<HoneypotInputProps | null>(null);

export function HoneypotFieldsProvider({ value, children }: { value: HoneypotInputProps | null; children: ReactNode }) {
  return <HoneypotContext.Provider value={value}>{children}</HoneypotContext.Provider>;
}

export function HoneypotFields() {
  const props = useContext(HoneypotContext);
  const id = useId();
  if (!props) return null;
  return (
    // Keyed by the time: a page answered after a refusal (a new time from the root loader) starts with it empty again.
    <div hidden aria-hidden="true" data-honeypot key={props.encryptedValidFrom}>
      <label htmlFor={`${id}-hp`}>请勿填写此项</label>
      <input id={`${id}-hp`} name={props.nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {props.validFromFieldName ? (
        <input type="hidden" name={props.validFromFieldName} value={props.encryptedValidFrom} />
      ) : null}
    </div>
  );
}
