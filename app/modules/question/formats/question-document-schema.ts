// The question bank's JSON interchange format (docs/question-format.md): the document, its knowledge-point tree and
// one question item. GIFT and Aiken items are turned into the same item shape and checked by the same schema, so
// every format obeys one set of rules. Client-safe: zod only.
//
// An item is checked on its own (each bad item gets its own line number); what needs the database — knowledge points
// and papers that must exist, codes already taken, TeX that must render — is checked by question-import.server.ts.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import type { QuestionGroupMode, QuestionKind } from "~/db/schema";
import {
  childKinds,
  DIFFICULTY_MAX,
  DIFFICULTY_MIN,
  groupModes,
  MAX_OPTIONS,
  optionIdAt,
  questionKindNames,
  questionKinds,
} from "../bank/question-kinds";
import { questionMessages as m } from "../bank/question-messages";
import { formatPoints, hundredthsOf } from "../marking/question-points";
import { questionShelves, questionSubjects } from "../bank/question-subjects";

export const QUESTION_FORMAT = "yantu-questions";
export const QUESTION_FORMAT_VERSION = 1;

const MAX_STEM = 20_000;
const MAX_TEXT = 20_000;
const MAX_OPTION = 2_000;
const MAX_CHILDREN = 40;
const MAX_BLANKS = 20;
const MAX_POINTS_PER_QUESTION = 8;
const MAX_TREE_DEPTH = 5;

export const codePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
const codeField = z.string().regex(codePattern, m.codeInvalid);

/** Points written in 分 (2, 0.5, "1.5"), read as hundredths. */
const pointsField = z.union([z.number(), z.string()]).transform((value, context) => {
  const hundredths = hundredthsOf(value);
  if (hundredths === null) {
    context.addIssue({ code: z.ZodIssueCode.custom, message: m.pointsInvalid });
    return z.NEVER;
  }
  return hundredths;
});

const optionSchema = z
  .object({
    id: z.string(),
    content: z.string().max(MAX_OPTION, m.textTooLong(MAX_OPTION)),
    isCorrect: z.boolean().optional(),
  })
  .strict();

const rubricSchema = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,20}$/, m.codeInvalid)
      .optional(),
    text: z.string().trim().min(1).max(2_000, m.textTooLong(2_000)),
    points: pointsField,
  })
  .strict();

const sourceSchema = z.union(
  [
    z.enum(["模拟", "mock"]),
    z
      .object({
        paper: codeField,
        number: z.number().int().positive().max(200).optional(),
      })
      .strict(),
  ],
  { errorMap: () => ({ message: m.sourceInvalid }) },
);

/** The fields every question has, as written in the file (children use the same ones). */
const itemFields = {
  code: codeField.optional(),
  kind: z.enum(questionKinds, { errorMap: () => ({ message: m.kindInvalid }) }),
  title: z.string().trim().max(200, m.textTooLong(200)).optional(),
  stem: z.string().max(MAX_STEM, m.stemTooLong(MAX_STEM)),
  options: z.array(optionSchema).optional(),
  answers: z.array(z.array(z.string().max(500, m.textTooLong(500)))).optional(),
  caseSensitive: z.boolean().optional(),
  referenceAnswer: z.string().max(MAX_TEXT, m.textTooLong(MAX_TEXT)).optional(),
  rubric: z.array(rubricSchema).optional(),
  explanation: z.string().max(MAX_TEXT, m.textTooLong(MAX_TEXT)).optional(),
  points: pointsField.optional(),
  difficulty: z
    .number({ invalid_type_error: m.difficultyInvalid })
    .int(m.difficultyInvalid)
    .min(DIFFICULTY_MIN, m.difficultyInvalid)
    .max(DIFFICULTY_MAX, m.difficultyInvalid)
    .optional(),
  knowledgePoints: z.array(codeField).max(MAX_POINTS_PER_QUESTION, m.knowledgePointsTooMany).optional(),
  source: sourceSchema.optional(),
  /** A 7选5 child: the letter of the group's option that fills its gap. */
  answer: z.string().trim().optional(),
};

const childItemSchema = z.object(itemFields).strict();
type WrittenChild = z.infer<typeof childItemSchema>;

const rawItemSchema = z
  .object({
    ...itemFields,
    group: z.enum(groupModes, { errorMap: () => ({ message: m.groupModeInvalid }) }).optional(),
    children: z.array(childItemSchema).optional(),
  })
  .strict();
type WrittenItem = z.infer<typeof rawItemSchema>;

interface DraftOption {
  id: string;
  content: string;
  isCorrect: boolean;
}

type DraftSource = { kind: "mock" } | { kind: "paper"; paperCode: string; number: number | null };

/** A checked question, ready for the database checks and rendering (points in hundredths). */
export interface QuestionDraft {
  code: string | null;
  kind: QuestionKind;
  groupMode: QuestionGroupMode | null;
  title: string;
  stem: string;
  options: DraftOption[];
  /** Fill: the accepted forms of each blank. */
  answers: string[][];
  caseSensitive: boolean;
  referenceAnswer: string;
  rubric: Array<{ id: string; text: string; points: number }>;
  explanation: string;
  points: number;
  difficulty: number;
  knowledgePoints: string[];
  source: DraftSource;
  children: QuestionDraft[];
}

/** What an import fills in for a field an item leaves out (the CLI's --points, --difficulty, --point). */
export interface DraftDefaults {
  points: number;
  difficulty: number;
  knowledgePoints: string[];
}

export const defaultDraftDefaults: DraftDefaults = { points: 100, difficulty: 3, knowledgePoints: [] };

type Path = Array<string | number>;
type AddIssue = (message: string, path: Path) => void;

function checkOptions(item: WrittenItem | WrittenChild, kind: QuestionKind, add: AddIssue): void {
  const options = item.options ?? [];
  if (options.length < 2) {
    add(m.optionsTooFew, ["options"]);
    return;
  }
  if (options.length > MAX_OPTIONS) {
    add(m.optionsTooMany(MAX_OPTIONS), ["options"]);
    return;
  }
  options.forEach((option, index) => {
    if (option.id.trim().toUpperCase() !== optionIdAt(index)) add(m.optionIdInvalid, ["options", index, "id"]);
    if (option.content.trim() === "") add(m.optionContentMissing(optionIdAt(index)), ["options", index, "content"]);
  });
  const correct = options.filter((option) => option.isCorrect).length;
  if (kind === "single" && correct !== 1) add(m.singleNeedsOneCorrect(correct), ["options"]);
  if (kind === "multi" && correct < 2) add(m.multiNeedsTwoCorrect, ["options"]);
}

/** The kind-specific rules of one question (a child of a 7选5 is checked by checkMatching instead). */
function checkLeaf(item: WrittenItem | WrittenChild, add: AddIssue): void {
  const kind = item.kind;
  if (item.stem.trim() === "") add(m.stemMissing, ["stem"]);
  if (kind === "single" || kind === "multi") checkOptions(item, kind, add);
  else if (item.options && item.options.length > 0) add(m.optionsNotAllowed(questionKindNames[kind]), ["options"]);
  if (kind === "fill") {
    const answers = item.answers ?? [];
    if (answers.length === 0) add(m.answersMissing, ["answers"]);
    if (answers.length > MAX_BLANKS) add(m.answersTooMany, ["answers"]);
    answers.forEach((forms, index) => {
      if (forms.length === 0) add(m.answerFormsEmpty(index + 1), ["answers", index]);
      else if (forms.some((form) => form.trim() === "")) add(m.answerFormBlank(index + 1), ["answers", index]);
    });
  }
  if (kind === "subjective") {
    if (!item.referenceAnswer?.trim()) add(m.referenceMissing, ["referenceAnswer"]);
    const rubric = item.rubric ?? [];
    if (rubric.length === 0) add(m.rubricMissing, ["rubric"]);
    const ids = rubric.map((point, index) => point.id ?? String(index + 1));
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) add(m.rubricIdDuplicate(id), ["rubric", index, "id"]);
    });
    const sum = rubric.reduce((total, point) => total + point.points, 0);
    if (rubric.length > 0 && item.points !== undefined && sum < item.points) {
      add(m.rubricTooShort(formatPoints(sum), formatPoints(item.points)), ["rubric"]);
    }
  }
  if (item.answer !== undefined) add(m.answerNotAllowed, ["answer"]);
}

function checkMatching(item: WrittenItem, add: AddIssue): void {
  const options = item.options ?? [];
  if (options.length < 2) add(m.matchingOptionsMissing, ["options"]);
  options.forEach((option, index) => {
    if (option.id.trim().toUpperCase() !== optionIdAt(index)) add(m.optionIdInvalid, ["options", index, "id"]);
    if (option.content.trim() === "") add(m.optionContentMissing(optionIdAt(index)), ["options", index, "content"]);
    if (option.isCorrect) add(m.matchingOptionMarked, ["options", index, "isCorrect"]);
  });
  const ids = new Set(options.map((_, index) => optionIdAt(index)));
  const used = new Set<string>();
  (item.children ?? []).forEach((child, index) => {
    const at = (path: Path): Path => ["children", index, ...path];
    if (child.kind !== "single") add(m.matchingChildKind, at(["kind"]));
    if (child.options && child.options.length > 0) add(m.matchingChildOptions, at(["options"]));
    const answer = child.answer?.toUpperCase();
    if (!answer) add(m.matchingAnswerMissing, at([]));
    else if (!ids.has(answer)) add(m.matchingAnswerUnknown(answer), at(["answer"]));
    else if (used.has(answer)) add(m.matchingAnswerRepeated(answer), at(["answer"]));
    if (answer) used.add(answer);
  });
}

function checkItem(item: WrittenItem, add: AddIssue): void {
  if (item.kind !== "group") {
    if (item.children !== undefined) add(m.childrenNotAllowed, ["children"]);
    if (item.group !== undefined) add(m.childrenNotAllowed, ["group"]);
    checkLeaf(item, add);
    return;
  }
  const children = item.children ?? [];
  if (children.length === 0) add(m.childrenMissing, ["children"]);
  if (children.length > MAX_CHILDREN) add(m.childrenTooMany, ["children"]);
  if (item.answers !== undefined || item.rubric !== undefined || item.answer !== undefined)
    add(m.childrenNotAllowed, []);
  if ((item.group ?? "passage") === "matching") {
    checkMatching(item, add);
    children.forEach((child, index) => {
      if (child.stem.trim() === "") add(m.stemMissing, ["children", index, "stem"]);
    });
  } else {
    if (item.options && item.options.length > 0) add(m.optionsNotAllowed(questionKindNames.group), ["options"]);
    children.forEach((child, index) => {
      if (!(childKinds as readonly string[]).includes(child.kind)) add(m.childKindInvalid, ["children", index, "kind"]);
      else checkLeaf(child, (message, path) => add(message, ["children", index, ...path]));
    });
  }
  const sum = children.reduce((total, child) => total + (child.points ?? 0), 0);
  if (item.points !== undefined && children.every((child) => child.points !== undefined) && item.points !== sum) {
    add(m.pointsGroupMismatch(formatPoints(item.points), formatPoints(sum)), ["points"]);
  }
}

function sourceOf(source: WrittenItem["source"]): DraftSource {
  if (source === undefined || typeof source === "string") return { kind: "mock" };
  return { kind: "paper", paperCode: source.paper, number: source.number ?? null };
}

function leafDraft(
  item: WrittenItem | WrittenChild,
  defaults: DraftDefaults,
  inherited?: QuestionDraft,
): QuestionDraft {
  const source =
    item.source !== undefined
      ? sourceOf(item.source)
      : inherited
        ? childSource(inherited.source)
        : { kind: "mock" as const };
  const kind = item.kind;
  return {
    code: item.code ?? null,
    kind,
    groupMode: null,
    title: item.title ?? "",
    stem: item.stem,
    options:
      kind === "single" || kind === "multi"
        ? (item.options ?? []).map((option, index) => ({
            id: optionIdAt(index),
            content: option.content,
            isCorrect: option.isCorrect === true,
          }))
        : [],
    answers: kind === "fill" ? (item.answers ?? []).map((forms) => forms.map((form) => form.trim())) : [],
    caseSensitive: kind === "fill" && item.caseSensitive === true,
    referenceAnswer: kind === "subjective" ? (item.referenceAnswer ?? "") : "",
    rubric:
      kind === "subjective"
        ? (item.rubric ?? []).map((point, index) => ({
            id: point.id ?? String(index + 1),
            text: point.text,
            points: point.points,
          }))
        : [],
    explanation: item.explanation ?? "",
    points:
      item.points ??
      (kind === "subjective" ? (item.rubric ?? []).reduce((sum, point) => sum + point.points, 0) : defaults.points),
    difficulty: item.difficulty ?? inherited?.difficulty ?? defaults.difficulty,
    knowledgePoints: item.knowledgePoints ?? (inherited ? inherited.knowledgePoints : defaults.knowledgePoints),
    source,
    children: [],
  };
}

/** A child shares its group's paper but not its number (a group's children have their own numbers, if any). */
const childSource = (source: DraftSource): DraftSource =>
  source.kind === "paper" ? { ...source, number: null } : source;

function toDraft(item: WrittenItem, defaults: DraftDefaults): QuestionDraft {
  if (item.kind !== "group") return leafDraft(item, defaults);
  const groupMode = item.group ?? "passage";
  const group: QuestionDraft = {
    ...leafDraft({ ...item, kind: "single", options: [] }, defaults),
    kind: "group",
    groupMode,
    options:
      groupMode === "matching"
        ? (item.options ?? []).map((option, index) => ({
            id: optionIdAt(index),
            content: option.content,
            isCorrect: false,
          }))
        : [],
  };
  group.children = (item.children ?? []).map((child) => {
    if (groupMode !== "matching") return leafDraft(child, defaults, group);
    const answer = (child.answer ?? "").toUpperCase();
    const draft = leafDraft({ ...child, kind: "single", options: [], answer: undefined }, defaults, group);
    draft.options = group.options.map((option) => ({ ...option, isCorrect: option.id === answer }));
    return draft;
  });
  group.points = group.children.reduce((sum, child) => sum + child.points, 0);
  return group;
}

/** One question item of any format, checked and read into a draft. */
export function questionItemSchema(defaults: DraftDefaults = defaultDraftDefaults) {
  return rawItemSchema
    .superRefine((item, context) =>
      checkItem(item, (message, path) => context.addIssue({ code: z.ZodIssueCode.custom, message, path })),
    )
    .transform((item) => toDraft(item, defaults));
}

export interface PointNode {
  code: string;
  name: string;
  children: PointNode[];
}

const pointNodeSchema: z.ZodType<PointNode, z.ZodTypeDef, unknown> = z.lazy(() =>
  z
    .object({
      code: codeField,
      name: z.string().trim().min(1, m.pointNameMissing).max(60, m.textTooLong(60)),
      children: z.array(pointNodeSchema).default([]),
    })
    .strict(),
);

/** A knowledge-point tree in a file: roots, optionally hung under an existing point (`parent`). */
const pointTreeSchema = z
  .object({
    subject: z.enum(questionSubjects.map((subject) => subject.code) as [string, ...string[]], {
      errorMap: () => ({ message: m.subjectInvalid }),
    }),
    parent: codeField.optional(),
    points: z.array(pointNodeSchema),
  })
  .strict()
  .superRefine((tree, context) => {
    const seen = new Set<string>();
    const walk = (nodes: PointNode[], depth: number, path: Path) => {
      nodes.forEach((node, index) => {
        if (seen.has(node.code))
          context.addIssue({
            code: z.ZodIssueCode.custom,
            message: m.pointTreeCodeDuplicate(node.code),
            path: [...path, index, "code"],
          });
        seen.add(node.code);
        if (depth >= MAX_TREE_DEPTH)
          context.addIssue({ code: z.ZodIssueCode.custom, message: m.pointTreeTooDeep, path: [...path, index] });
        walk(node.children, depth + 1, [...path, index, "children"]);
      });
    };
    walk(tree.points, 0, ["points"]);
  });
export type PointTree = z.infer<typeof pointTreeSchema>;

const bankInfoSchema = z
  .object({
    code: codeField,
    name: z.string().trim().min(1).max(60, m.textTooLong(60)),
    shelf: z.enum(questionShelves.map((shelf) => shelf.code) as ["public", "tkzy", "zmt"], {
      errorMap: () => ({ message: m.shelfInvalid }),
    }),
    subject: z.enum(questionSubjects.map((subject) => subject.code) as [string, ...string[]], {
      errorMap: () => ({ message: m.subjectInvalid }),
    }),
    description: z.string().max(2_000, m.textTooLong(2_000)).default(""),
    school: z.string().trim().max(60, m.textTooLong(60)).nullable().default(null),
    major: z.string().trim().max(60, m.textTooLong(60)).nullable().default(null),
  })
  .strict();
export type BankInfo = z.infer<typeof bankInfoSchema>;

/** The document around the items: format, the bank it came from, knowledge points, and the raw items. */
export const questionDocumentSchema = z
  .object({
    format: z.literal(QUESTION_FORMAT, { errorMap: () => ({ message: m.documentFormat }) }).optional(),
    version: z.literal(QUESTION_FORMAT_VERSION, { errorMap: () => ({ message: m.documentVersion }) }).optional(),
    bank: bankInfoSchema.optional(),
    knowledgePoints: z.array(pointTreeSchema).optional(),
    questions: z
      .array(z.unknown(), { required_error: m.questionsMissing, invalid_type_error: m.questionsMissing })
      .min(1, m.questionsEmpty),
  })
  .strict();

/** A zod issue in the words the import prints (unknown fields named). */
export function issueMessage(issue: z.ZodIssue): string {
  if (issue.code === z.ZodIssueCode.unrecognized_keys) return issue.keys.map((key) => m.unknownField(key)).join("；");
  return issue.message;
}

/** The item as the JSON format writes it (export, and the seed's source of truth). */
export type QuestionItem = z.input<typeof rawItemSchema>;
