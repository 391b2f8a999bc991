// One row of list filters (科目, 年份, 分类, 排序 …) as links: the row's name shown before it (and given to the list),
// each choice a link that keeps the other filters, the chosen one marked aria-current (and by its fill, not colour
// alone). Plain links, so filtering works without JavaScript. Used by every browse list.
import { Link } from "@remix-run/react";

export interface FilterChoice {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

export function FilterRow({
  label,
  choices,
  keepScroll = false,
}: {
  label: string;
  choices: FilterChoice[];
  keepScroll?: boolean;
}) {
  return (
    <ul className="filter-row" aria-label={label}>
      <li className="filter-label" aria-hidden="true">
        {label}
      </li>
      {choices.map((choice) => (
        <li key={choice.key}>
          <Link
            to={choice.href}
            aria-current={choice.current ? "page" : undefined}
            preventScrollReset={keepScroll || undefined}
          >
            {choice.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
