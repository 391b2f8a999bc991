// Plain text (an Aiken file, a Moodle XML text marked plain_text) as the rich-text source of question-rich-text: the
// characters the source gives a meaning are escaped, so "<x>" shows as typed instead of being dropped as a tag, and a
// price in dollars is not read as TeX. Line breaks stay line breaks. Pure and client-safe.
const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", $: "\\$", "`": "&#96;" };

export function plainTextSource(text: string): string {
  return text.replace(/[&<>$`]/g, (char) => escapes[char] ?? char);
}
