// One option of a choice question as every answering screen shows it (模拟考试, 练习, 今日错题): the whole row is the
// click target, never the 13 px radio alone (WCAG 2.5.8: at least 24 × 24 CSS px; rows are 32 px high, 44 px on a
// touch screen, and the box itself is 24 px). An option that is phrasing content (one paragraph of text and maths)
// sits in a <label> that is the row; one with block content (a table, code, several paragraphs) cannot be inside a
// label, so its letter's label covers the row instead. `data-option` marks it for the option keys (option-keys.ts).
import type { ChangeEvent, HTMLAttributes, ReactNode } from "react";
import "./option-row.css";

const BLOCK = /<\/?(p|div|table|ul|ol|li|pre|blockquote|h[1-6]|hr|figure)\b/i;

/** The HTML of an option as phrasing content (for a <label>): a single paragraph unwrapped; null when it is more. */
export function inlineOptionHtml(html: string): string | null {
  const single = /^\s*<p>([\s\S]*?)<\/p>\s*$/.exec(html);
  if (single && !BLOCK.test(single[1]!)) return single[1]!;
  return BLOCK.test(html) ? null : html;
}

type DataAttributes = { [name: `data-${string}`]: string | undefined };

export interface OptionRowProps {
  /** The input's id; the letter and text take `${id}-l` and `${id}-t`. */
  id: string;
  type: "radio" | "checkbox";
  name: string;
  /** The option's id (A, B, …): the value posted and the letter shown. */
  value: string;
  /** The option's sanitised HTML. */
  html: string;
  /** The letter as shown ("A" or "A."). */
  letter?: string;
  defaultChecked?: boolean;
  disabled?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** More on the input (aria-keyshortcuts, …) and on the row (data-correct, …). */
  inputProps?: HTMLAttributes<HTMLInputElement>;
  rowProps?: DataAttributes;
  className?: string;
  /** After the text, inside the row (a visually hidden （正确答案）). */
  children?: ReactNode;
}

export function OptionRow({
  id,
  type,
  name,
  value,
  html,
  letter = value,
  defaultChecked,
  disabled,
  onChange,
  inputProps,
  rowProps,
  className,
  children,
}: OptionRowProps) {
  const inline = inlineOptionHtml(html);
  const classes = ["option-row", className].filter(Boolean).join(" ");
  const input = (
    <input
      {...inputProps}
      id={id}
      type={type}
      name={name}
      value={value}
      defaultChecked={defaultChecked}
      disabled={disabled}
      onChange={onChange}
      data-option={value}
      aria-labelledby={inline === null ? `${id}-l ${id}-t` : undefined}
    />
  );
  if (inline !== null) {
    return (
      <label className={classes} htmlFor={id} data-option-row="" {...rowProps}>
        {input}
        <span className="option-row-letter">{letter}</span>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: option HTML is rendered and sanitised on the server (sanitize-html) when the question is imported */}
        <span className="option-row-text" dangerouslySetInnerHTML={{ __html: inline }} />
        {children}
      </label>
    );
  }
  return (
    <div className={classes} data-option-row="" data-option-cover="" {...rowProps}>
      {input}
      <label htmlFor={id} id={`${id}-l`} className="option-row-letter">
        {letter}
      </label>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: option HTML is rendered and sanitised on the server (sanitize-html) when the question is imported */}
      <div id={`${id}-t`} className="option-row-text" dangerouslySetInnerHTML={{ __html: html }} />
      {children}
    </div>
  );
}
