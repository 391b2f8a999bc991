// Chunks of enhancements a page works without (the rich editor, docs/decisions/0035). The shell reloads the page once
// when a chunk fails to load, because a deployment replaced it (client-shell.tsx); while such an optional chunk loads,
// it leaves the failure to the caller, which keeps what the page has — and the writer's text.

let pending = 0;

/** Loads an optional chunk; a failure rejects to the caller instead of reloading the page. */
export async function loadOptionalChunk<T>(load: () => Promise<T>): Promise<T> {
  pending++;
  try {
    return await load();
  } finally {
    pending--;
  }
}

/** Whether an optional chunk is loading now (the shell then does not reload for a failed chunk). */
export const optionalChunkLoading = () => pending > 0;
