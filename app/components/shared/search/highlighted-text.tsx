// Text with every occurrence of the keyword marked (<mark>, which screen readers may announce as highlighted), Latin
// letters matched without regard to case.
const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function HighlightedText({ text, keyword }: { text: string; keyword: string }) {
  if (!keyword) return <>{text}</>;
  const parts = text.split(new RegExp(`(${escapeForPattern(keyword)})`, "gi"));
  // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string split at the keyword, in order; recomputed as a whole
  return <>{parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part))}</>;
}
