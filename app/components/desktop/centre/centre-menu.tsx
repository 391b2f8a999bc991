// The personal centre's side menu on every desktop /user/* page (docs/decisions/0022): links to the centre's pages,
// the current one marked with aria-current="page" (a page's sub-pages, e.g. /user/course/zyk, mark their item). Its title is no heading: it
// comes before the page's h1.
import { Link, useLocation } from "@remix-run/react";
import { centreMenu, centreText, currentCentreItem } from "~/modules/centre/centre-paths";
import "~/components/shared/centre/centre.css";

export function CentreMenu() {
  const { pathname } = useLocation();
  const current = currentCentreItem(pathname);
  return (
    <nav className="centre-menu" aria-labelledby="centre-menu-title">
      <p id="centre-menu-title" className="centre-menu-title">
        {centreText.menuLabel}
      </p>
      <ul>
        {centreMenu.map((item) => (
          <li key={item.to}>
            <Link to={item.to} aria-current={item.to === current ? "page" : undefined}>
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
