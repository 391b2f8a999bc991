// The limits of writing posts, stated once for the checks, the pages and the ADR (docs/decisions/0030). Client-safe.
export const POST_LIMITS = {
  titleMax: 60,
  /** Characters of the body as written (markup or the editor's HTML). */
  bodyMax: 20_000,
  tagMax: 10,
  tagsMax: 2,
  /** Autosave while JavaScript runs. */
  autosaveSeconds: 20,
} as const;

/** Draft saves (a form or autosave): per user and per client IP, per hour. Autosave skips unchanged text. */
export const DRAFT_LIMITS = { perUser: 240, perIp: 600, windowSeconds: 3600 } as const;

/** Submissions for review: per user and per client IP, per hour. */
export const PUBLISH_LIMITS = { perUser: 10, perIp: 30, windowSeconds: 3600 } as const;

/** The site's video pages a post may link to (a path of this site). */
export const VIDEO_LINK_PATTERN =
  /^\/(videoPlay|videvPlay|course\/detail|course\/player|livePlayback|square\/experPlay|trueQuesExplanation\/videoPlay)\?[A-Za-z0-9_=&%-]{1,200}$/;
