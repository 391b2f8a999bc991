// 收藏 and a private 笔记 on a question, as plain post forms to the page's own action (intents collect / uncollect,
// saveNote, deleteNote with `questionId`), which redirects back with a toast (post/redirect/get): no JavaScript needed.
// Presentational: the page passes the state and where to post.
import { Form } from "@remix-run/react";
import { NOTE_MAX } from "~/modules/question/bank/question-kinds";
import "./practice.css";

export interface QuestionActionsProps {
  /** Where the forms post (the page itself, with its query). */
  action: string;
  questionId: number;
  collected: boolean;
  /** The note's text (or what was typed when saving it failed). */
  note: string;
  /** Whether a note is saved (offers 删除笔记). */
  noteSaved: boolean;
  noteError: string | null;
}

export function QuestionActions({ action, questionId, collected, note, noteSaved, noteError }: QuestionActionsProps) {
  const noteId = `question-note-${questionId}`;
  const errorId = `${noteId}-error`;
  return (
    <section className="practice-actions-box" aria-labelledby={`${noteId}-heading`}>
      <h3 id={`${noteId}-heading`}>收藏与笔记</h3>
      <Form method="post" action={action} preventScrollReset>
        <input type="hidden" name="questionId" value={questionId} />
        <button
          type="submit"
          name="intent"
          value={collected ? "uncollect" : "collect"}
          className="practice-button practice-button--plain"
          title={collected ? "取消收藏" : undefined}
        >
          <span aria-hidden="true">{collected ? "★" : "☆"}</span>
          {collected ? "已收藏" : "收藏"}
        </button>
      </Form>
      <Form method="post" action={action} preventScrollReset className="practice-form" style={{ marginTop: 12 }}>
        <input type="hidden" name="questionId" value={questionId} />
        <label htmlFor={noteId} style={{ fontWeight: 600 }}>
          我的笔记（仅自己可见）
        </label>
        <textarea
          id={noteId}
          name="body"
          defaultValue={note}
          key={note}
          maxLength={NOTE_MAX}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? errorId : undefined}
        />
        {noteError ? (
          <p id={errorId} className="practice-error">
            {noteError}
          </p>
        ) : null}
        <div className="practice-actions">
          <button type="submit" name="intent" value="saveNote" className="practice-button">
            保存笔记
          </button>
          {noteSaved ? (
            <button type="submit" name="intent" value="deleteNote" className="practice-button practice-button--plain">
              删除笔记
            </button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
