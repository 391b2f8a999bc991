// Moodle's Aiken format: single-choice questions as plain text. The stem (one line or more), then one option per line
// ("A. …" or "A) …", letters in order), then "ANSWER: B"; a blank line or the next stem follows. A bad question is
// reported with its line and skipped up to the next blank line, so one run lists every problem. The text is plain:
// angle brackets, ampersands and dollar signs show as written (plain-text-source.ts). Pure.
import type { ImportProblem, ParsedItem, ParsedItems } from "./gift-format";
import type { QuestionItem } from "./question-document-schema";
import { optionIdAt } from "../bank/question-kinds";
import { questionMessages as m } from "../bank/question-messages";
import { plainTextSource } from "./plain-text-source";

const optionLine = /^([A-Z])\s*[.)．）、]\s*(.*)$/;
const answerLine = /^ANSWER\s*[:：]\s*(\S*)\s*$/i;

export function parseAiken(input: string): ParsedItems {
  const lines = input
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n");
  const items: ParsedItem[] = [];
  const problems: ImportProblem[] = [];
  let index = 0;

  const skipToBlank = () => {
    while (index < lines.length && (lines[index] ?? "").trim() !== "") index += 1;
  };

  while (index < lines.length) {
    if ((lines[index] ?? "").trim() === "") {
      index += 1;
      continue;
    }
    const start = index + 1;
    const stem: string[] = [];
    while (index < lines.length) {
      const text = (lines[index] ?? "").trim();
      if (text === "" || optionLine.test(text) || answerLine.test(text)) break;
      stem.push(text);
      index += 1;
    }
    const options: Array<{ id: string; content: string }> = [];
    let problem: ImportProblem | null = null;
    while (index < lines.length && !problem) {
      const text = (lines[index] ?? "").trim();
      const option = optionLine.exec(text);
      if (!option) break;
      const expected = optionIdAt(options.length);
      if (option[1] !== expected) problem = { line: index + 1, message: m.aikenOptionOrder(expected, option[1] ?? "") };
      options.push({ id: option[1] ?? "", content: (option[2] ?? "").trim() });
      index += 1;
    }
    if (!problem && options.length === 0)
      problem = { line: index + 1 <= lines.length ? index + 1 : start, message: m.aikenNoOptions };
    const answer = problem ? null : answerLine.exec((lines[index] ?? "").trim());
    if (!problem && !answer) {
      const text = (lines[index] ?? "").trim();
      problem = {
        line: Math.min(index + 1, lines.length),
        message: text === "" ? m.aikenNoAnswer : m.aikenTextAfterOptions,
      };
    }
    if (problem || !answer) {
      problems.push(problem ?? { line: start, message: m.aikenNoAnswer });
      skipToBlank();
      continue;
    }
    const letter = (answer[1] ?? "").toUpperCase();
    index += 1;
    if (!options.some((option) => option.id === letter)) {
      problems.push({ line: index, message: m.aikenAnswerUnknown(letter || "（空）") });
      skipToBlank();
      continue;
    }
    const item: QuestionItem = {
      kind: "single",
      stem: plainTextSource(stem.join("\n")),
      options: options.map((option) => ({
        id: option.id,
        content: plainTextSource(option.content),
        isCorrect: option.id === letter,
      })),
    };
    items.push({ line: start, item, lineOf: () => start });
  }
  return { items, problems };
}
