// Moodle XML, the format a bank leaves Moodle in (Question bank → Export → Moodle XML format): a <quiz> of <question
// type="…"> elements. What it carries is mapped to our kinds:
// - multichoice with <single>true</single> → single (one answer worth 100 %); with false → multi (the answers worth
//   more than 0 % are right; marked all or nothing, as GIFT's weights are);
// - truefalse → a single with 正确/错误; shortanswer → fill (every 100 % answer an accepted form, <usecase> kept);
// - numerical → fill with its tolerance (the accepted form 1822±2, fill-answer-normalisation.ts);
// - essay → subjective: the grader information is the reference answer, one rubric point worth the question's grade;
// - category and description elements are not questions and are passed over;
// - matching, cloze, drag-and-drop, calculated and every other type, answers worth part of the marks, shortanswer
//   wildcards, numerical units and embedded images are refused with the reason, each with the line of its <question>.
// Texts marked html keep the tags question-rich-text allows (p and div become paragraphs) and their TeX (\( \), \[ \],
// $$ $$ become $ and $$); plain and Moodle-auto texts are plain text. <name> is the title, <idnumber> the code when it
// is one, <defaultgrade> the points, general and per-answer feedback the explanation.
//
// Parsed with fast-xml-parser (docs/decisions/0048-question-import-console.md): maintained, pure JavaScript, with a
// validator that names the line of a syntax error. It keeps no line per element, so each <question>'s line comes from
// a scan of the text that skips comments and CDATA. A DOCTYPE is refused before parsing (no entity expansion). Pure.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { QuestionItem } from "./question-document-schema";
import type { ImportProblem, ParsedItem, ParsedItems } from "./gift-format";
import { codePattern } from "./question-document-schema";
import { optionIdAt } from "../bank/question-kinds";
import { questionMessages as m } from "../bank/question-messages";
import { plainTextSource } from "./plain-text-source";

class MoodleProblem extends Error {}

type XmlNode = Record<string, unknown>;

const listed = new Set(["question", "answer", "unit", "file", "subquestion", "tag"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => listed.has(name),
});

/** The line of every <question> start tag, in document order (comments and CDATA skipped). */
function questionLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let index = 0;
  const advanceTo = (end: number) => {
    for (; index < end && index < text.length; index += 1) if (text[index] === "\n") line += 1;
  };
  while (index < text.length) {
    const next = text.indexOf("<", index);
    if (next === -1) break;
    advanceTo(next);
    if (text.startsWith("<!--", index)) {
      const end = text.indexOf("-->", index);
      advanceTo(end === -1 ? text.length : end + 3);
    } else if (text.startsWith("<![CDATA[", index)) {
      const end = text.indexOf("]]>", index);
      advanceTo(end === -1 ? text.length : end + 3);
    } else {
      if (/^<question[\s>/]/.test(text.slice(index, index + 10))) lines.push(line);
      advanceTo(index + 1);
    }
  }
  return lines;
}

const asNode = (value: unknown): XmlNode | null =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as XmlNode) : null;

/** The text of an element: a string, or the #text of one with attributes; <x><text>…</text></x> reads the inner text. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string" || typeof value === "number") return String(value);
  const node = asNode(value);
  if (!node) return "";
  if ("text" in node) return textOf(node.text);
  return textOf(node["#text"]);
}

const formatOf = (value: unknown) => String(asNode(value)?.["@_format"] ?? "html");

const decodeHtmlEntities = (text: string) =>
  text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, "&");

const mathPattern = /\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)/g;

/** HTML as Moodle stores it, as our rich-text source: its TeX kept, lone dollars literal, paragraphs as blank lines. */
function htmlSource(html: string): string {
  if (/<img\b/i.test(html) || html.includes("@@PLUGINFILE@@")) throw new MoodleProblem(m.moodleImage);
  const maths: string[] = [];
  const withoutMaths = html.replace(mathPattern, (_match, display?: string, bracket?: string, inline?: string) => {
    const tex = decodeHtmlEntities(display ?? bracket ?? inline ?? "").trim();
    maths.push(inline === undefined ? `$$${tex}$$` : `$${tex}$`);
    return `\uE000${maths.length - 1}\uE001`;
  });
  const source = withoutMaths
    .replace(/\s*\n\s*/g, " ")
    .replace(/\$/g, "\\$")
    .replace(/`/g, "&#96;")
    .replace(/<\/(p|div)>\s*/gi, "\n\n")
    .replace(/<(p|div)\b[^>]*>/gi, "")
    .replace(/[ \t]*\n\n[ \t]*/g, "\n\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return source.replace(/\uE000(\d+)\uE001/g, (_match, index: string) => maths[Number(index)] ?? "");
}

/** A text element (questiontext, feedback, graderinfo…) as rich-text source, by its format attribute. */
function richSource(element: unknown): string {
  const text = textOf(element);
  return formatOf(element) === "html" ? htmlSource(text) : plainTextSource(text.trim());
}

/** An answer's fraction (its share of the marks, in %). */
function fractionOf(answer: XmlNode): number {
  const fraction = Number(answer["@_fraction"] ?? 0);
  return Number.isFinite(fraction) ? fraction : 0;
}

/** A decimal without binary noise. */
const decimalText = (value: number) => String(Number(value.toPrecision(12)));

const answersOf = (question: XmlNode) => (Array.isArray(question.answer) ? question.answer : []).map(asNode);

function fillForms(question: XmlNode, numeric: boolean): Array<{ form: string; feedback: string }> {
  const forms: Array<{ form: string; feedback: string }> = [];
  for (const answer of answersOf(question)) {
    if (!answer) continue;
    const fraction = fractionOf(answer);
    if (fraction <= 0) continue;
    if (fraction < 100) throw new MoodleProblem(m.moodlePartial(decimalText(fraction)));
    const text = textOf(answer).trim();
    const feedback = richSource(answer.feedback);
    if (!numeric) {
      if (text.includes("*")) throw new MoodleProblem(m.moodleWildcard(text));
      forms.push({ form: text, feedback });
      continue;
    }
    const value = Number(text);
    if (text === "" || !Number.isFinite(value)) throw new MoodleProblem(m.moodleNumberInvalid(text));
    const tolerance = Math.abs(Number(textOf(answer.tolerance) || 0));
    if (!Number.isFinite(tolerance)) throw new MoodleProblem(m.moodleNumberInvalid(textOf(answer.tolerance)));
    forms.push({
      form: tolerance === 0 ? decimalText(value) : `${decimalText(value)}±${decimalText(tolerance)}`,
      feedback,
    });
  }
  if (forms.length === 0) throw new MoodleProblem(m.giftNoCorrect);
  return forms;
}

const explanationOf = (parts: string[]) => parts.filter(Boolean).join("\n\n");

/** One <question> as our item; null for what is not a question (category, description). */
function itemOf(question: XmlNode): QuestionItem | null {
  const type = String(question["@_type"] ?? "");
  if (type === "category" || type === "description") return null;
  if (type === "matching" || type === "ddmatch") throw new MoodleProblem(m.moodleMatching);
  if (!["multichoice", "truefalse", "shortanswer", "numerical", "essay"].includes(type))
    throw new MoodleProblem(m.moodleTypeUnsupported(type || "（无）"));
  if (Array.isArray(question.file) && question.file.length > 0) throw new MoodleProblem(m.moodleImage);

  const stem = richSource(question.questiontext);
  const general = richSource(question.generalfeedback);
  const grade = Number(textOf(question.defaultgrade));
  const points = Number.isFinite(grade) && grade > 0 ? decimalText(grade) : undefined;
  const idNumber = textOf(question.idnumber).trim();
  const base: Pick<QuestionItem, "title" | "code" | "points"> = {
    title: textOf(question.name).trim(),
    ...(codePattern.test(idNumber) ? { code: idNumber } : {}),
    ...(points !== undefined ? { points } : {}),
  };

  if (type === "essay") {
    const reference = richSource(question.graderinfo);
    if (reference === "") throw new MoodleProblem(m.moodleEssayNoReference);
    return {
      ...base,
      kind: "subjective",
      stem,
      referenceAnswer: reference,
      rubric: [{ text: m.moodleEssayRubric, points: points ?? "1" }],
      explanation: general,
    };
  }
  if (type === "shortanswer" || type === "numerical") {
    const unitList = asNode(question.units)?.unit;
    const units = (Array.isArray(unitList) ? unitList : [])
      .map((unit) => textOf(asNode(unit)?.unit_name).trim())
      .filter(Boolean);
    if (type === "numerical" && units.length > 0) throw new MoodleProblem(m.moodleUnits(units.join("、")));
    const forms = fillForms(question, type === "numerical");
    return {
      ...base,
      kind: "fill",
      stem,
      answers: [forms.map((entry) => entry.form)],
      ...(type === "shortanswer" && textOf(question.usecase).trim() === "1" ? { caseSensitive: true } : {}),
      explanation: explanationOf([general, ...forms.map((entry) => entry.feedback)]),
    };
  }
  if (type === "truefalse") {
    const right = answersOf(question).find((answer) => answer && fractionOf(answer) >= 100);
    const isTrue = textOf(right).trim().toLowerCase() === "true";
    if (!right) throw new MoodleProblem(m.giftNoCorrect);
    const feedback = answersOf(question).map((answer) => richSource(answer?.feedback));
    return {
      ...base,
      kind: "single",
      stem,
      options: [
        { id: "A", content: "正确", isCorrect: isTrue },
        { id: "B", content: "错误", isCorrect: !isTrue },
      ],
      explanation: explanationOf([general, ...feedback]),
    };
  }
  // multichoice
  const single = textOf(question.single).trim() !== "false";
  const answers = answersOf(question).filter((answer): answer is XmlNode => answer !== null);
  if (single && answers.some((answer) => fractionOf(answer) > 0 && fractionOf(answer) < 100)) {
    const partial = answers.find((answer) => fractionOf(answer) > 0 && fractionOf(answer) < 100);
    throw new MoodleProblem(m.moodlePartial(decimalText(partial ? fractionOf(partial) : 0)));
  }
  const right = (answer: XmlNode) => (single ? fractionOf(answer) >= 100 : fractionOf(answer) > 0);
  if (!answers.some(right)) throw new MoodleProblem(m.giftNoCorrect);
  const options = answers.map((answer, index) => ({
    id: optionIdAt(index),
    content: richSource(answer),
    isCorrect: right(answer),
  }));
  const feedback = answers.flatMap((answer, index) => {
    const text = richSource(answer.feedback);
    return text ? [`${optionIdAt(index)}：${text}`] : [];
  });
  return {
    ...base,
    kind: single ? "single" : "multi",
    stem,
    options,
    explanation: explanationOf([general, ...feedback]),
  };
}

/** Every question of a Moodle XML text, and every problem with its line (a bad question does not stop the others). */
export function parseMoodleXml(input: string): ParsedItems {
  const text = input.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const items: ParsedItem[] = [];
  const problems: ImportProblem[] = [];
  const doctype = /<!DOCTYPE/i.exec(text);
  if (doctype) {
    problems.push({ line: text.slice(0, doctype.index).split("\n").length, message: m.moodleDoctype });
    return { items, problems };
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    problems.push({ line: valid.err.line, message: m.moodleXmlSyntax(valid.err.msg) });
    return { items, problems };
  }
  const document = asNode(parser.parse(text));
  const quiz = asNode(document?.quiz);
  if (!quiz) {
    problems.push({ line: 1, message: m.moodleNotQuiz });
    return { items, problems };
  }
  const lines = questionLines(text);
  const questions = Array.isArray(quiz.question) ? quiz.question : [];
  questions.forEach((value, index) => {
    const line = lines[index] ?? 1;
    const question = asNode(value);
    if (!question) return;
    try {
      const item = itemOf(question);
      if (item) items.push({ line, item, lineOf: () => line });
    } catch (error) {
      if (!(error instanceof MoodleProblem)) throw error;
      problems.push({ line, message: error.message });
    }
  });
  return { items, problems };
}
