// The operator's question import (issue 26), one set of rules for the console page and the API: only the operator may
// upload, preview, commit or discard; an upload is its uploader's alone (another id answers 404); the commit writes
// its audit row in the import's own transaction. The file handling and the checks are the question module's.
import { DomainError } from "~/lib/domain-error";
import { questionMessages as m } from "~/modules/question/bank/question-messages";
import type { QuestionFileFormat } from "~/modules/question/formats/question-file";
import {
  commitQuestionUpload,
  discardQuestionUpload,
  listBankChoices,
  MAX_QUESTION_FILE_MB,
  previewQuestionUpload,
  stageQuestionFile,
} from "~/modules/question/formats/question-import-uploads.server";
import { recordConsoleChange } from "./console-audit.server";
import type { ConsoleUser } from "./require-console-user.server";
import { requireOperator } from "./school-scope.server";

export async function questionImportChoices(caller: ConsoleUser) {
  requireOperator(caller.access);
  return { banks: await listBankChoices(), maxMb: MAX_QUESTION_FILE_MB };
}

export async function uploadQuestionFile(
  caller: ConsoleUser,
  input: { bank: string; format: QuestionFileFormat | ""; file: File | null },
): Promise<{ uploadId: number }> {
  requireOperator(caller.access);
  if (!input.file || input.file.size === 0) throw new DomainError(400, m.uploadEmpty, { file: m.uploadEmpty });
  const uploadId = await stageQuestionFile({
    userId: caller.user.id,
    bankCode: input.bank,
    fileName: input.file.name || "questions",
    bytes: new Uint8Array(await input.file.arrayBuffer()),
    format: input.format || null,
  });
  return { uploadId };
}

export async function previewQuestionImport(caller: ConsoleUser, uploadId: number) {
  requireOperator(caller.access);
  return previewQuestionUpload(caller.user.id, uploadId);
}

export async function commitQuestionImport(caller: ConsoleUser, uploadId: number) {
  requireOperator(caller.access);
  return commitQuestionUpload(caller.user.id, uploadId, async (trx, written, upload) => {
    await recordConsoleChange(
      trx,
      caller.actor,
      {
        schoolId: null,
        action: "question.import",
        targetType: "question_bank",
        targetId: written.bankId,
        before: null,
        after: {
          fileName: upload.fileName,
          format: upload.format,
          questions: written.questions,
          leaves: written.leaves,
          bankCreated: written.bankCreated,
          firstQuestionId: written.questionIds[0] ?? null,
          lastQuestionId: written.questionIds.at(-1) ?? null,
        },
      },
      Date.now(),
    );
  });
}

export async function discardQuestionImport(caller: ConsoleUser, uploadId: number): Promise<void> {
  requireOperator(caller.access);
  await discardQuestionUpload(caller.user.id, uploadId);
}
