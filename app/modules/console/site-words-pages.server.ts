// /console/words: 全站敏感词 (issue 25; docs/decisions/0029) — the site's list every school's check starts from, kept by
// the operator: add a word (the same rules as a school's: ≤ 20 characters, not already in a list), remove one. Each
// change writes its audit row. A refused word comes back with its message and what was typed.
import { data } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { redirectWithToast } from "~/lib/flash.server";
import { readPageForm } from "~/lib/page-form.server";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import { fieldErrorsOf } from "~/lib/validation/zod-messages";
import { moderationMessages as mm } from "~/modules/moderation/moderation-messages";
import { sensitiveWordIdSchema, sensitiveWordSchema } from "~/modules/moderation/moderation-schemas";
import {
  addSensitiveWord,
  listSiteWords,
  removeSensitiveWord,
  SITE_WORD_LIST,
} from "~/modules/moderation/sensitive-words.server";
import { requireConsoleUser } from "./require-console-user.server";

const siteWordsPath = "/console/words";

export interface SiteWordsFormResult {
  errors: Record<string, string>;
  values: Record<string, string>;
}

export async function loadSiteWordsPage(request: Request, context: { clientIp: string }) {
  await requireConsoleUser(request, context, { operator: true });
  const words = await listSiteWords();
  return {
    words: words.map((word) => ({
      id: word.id,
      word: word.word,
      added: { text: shanghaiSlashMinute(word.createdAt), iso: new Date(word.createdAt).toISOString() },
    })),
  };
}

export async function submitSiteWordsPage(request: Request, context: { clientIp: string }) {
  const { user, actor } = await requireConsoleUser(request, context, { operator: true });
  const form = Object.fromEntries(await readPageForm(request));
  const refused = (result: SiteWordsFormResult, status: number) => data<SiteWordsFormResult>(result, { status });
  if (form.intent === "removeWord") {
    const parsed = sensitiveWordIdSchema.safeParse({ id: form.id });
    if (!parsed.success) return refused({ errors: { "": mm.wordIdInvalid }, values: {} }, 400);
    const word = (await listSiteWords()).find((entry) => entry.id === parsed.data.id)?.word;
    try {
      await removeSensitiveWord(SITE_WORD_LIST, parsed.data.id, actor);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return refused({ errors: { "": error.message }, values: {} }, error.status);
    }
    return redirectWithToast(request, siteWordsPath, { kind: "success", message: mm.wordRemoved(word ?? "") });
  }
  const values = { word: typeof form.word === "string" ? form.word : "" };
  const parsed = sensitiveWordSchema.safeParse(values);
  if (!parsed.success) return refused({ errors: fieldErrorsOf(parsed.error), values }, 400);
  try {
    const added = await addSensitiveWord(SITE_WORD_LIST, parsed.data.word, user.id, Date.now(), actor);
    return redirectWithToast(request, siteWordsPath, { kind: "success", message: mm.wordAdded(added.word) });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return refused({ errors: error.fieldErrors ?? { word: error.message }, values }, error.status);
  }
}
