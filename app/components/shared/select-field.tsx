// A <select> with Mantine's label, description, error and look: what NativeSelect draws, built from InputBase (which
// every page with a text field already loads), so a student page with one select does not load NativeSelect's own
// chunk — on the mobile pages that sit at the 150 KiB first-visit budget (comments, 写文章) that chunk is the margin.
import { InputBase, type InputBaseProps } from "@mantine/core";
import type { ComponentPropsWithoutRef, ReactNode } from "react";

type SelectFieldProps = InputBaseProps &
  Omit<ComponentPropsWithoutRef<"select">, keyof InputBaseProps | "size"> & { children: ReactNode };

function Chevron() {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 15 15" fill="none">
      <path d="M4 6l3.5 3.5L11 6" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export function SelectField({ children, ...props }: SelectFieldProps) {
  return (
    <InputBase component="select" rightSection={<Chevron />} rightSectionPointerEvents="none" {...props}>
      {children}
    </InputBase>
  );
}
