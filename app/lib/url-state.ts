// Dialogs and tabs that live in the query string: links that set or drop one parameter and keep the rest.
export function hrefWith(
  location: { pathname: string; search: string },
  changes: Record<string, string | null>,
): string {
  const params = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}`;
}
