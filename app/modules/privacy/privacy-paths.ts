// Where 我的数据's archive is downloaded (the pages themselves are centrePaths.*.myData). Client-safe.

/** The ZIP of one export: its random token names it; the owner's session is checked too (docs/decisions/0026). */
export function dataExportFilePath(token: string): string {
  return `/user/data/export/${token}.zip`;
}

/** The token in a file name of dataExportFilePath, or null. */
export function dataExportTokenOf(fileName: string): string | null {
  const match = /^([A-Za-z0-9_-]{32,64})\.zip$/.exec(fileName);
  return match?.[1] ?? null;
}
