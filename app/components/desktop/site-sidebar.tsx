// The desktop sidebar (spec section 2): appointment consultation, hotline, mini-program QR code, feedback, and
// back-to-top. The hotline and QR code open as <details> (no JavaScript needed); back-to-top appears only where
// JavaScript runs, after the reader has scrolled more than one window height, and climbs 40 px every 10 ms.
import { DisclosureMenu } from "~/components/shared/disclosure-menu";
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { hrefWith } from "~/lib/url-state";

const BACK_TO_TOP_STEP_PX = 40;
const BACK_TO_TOP_INTERVAL_MS = 10;

function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  const climb = () => {
    const timer = setInterval(() => {
      const next = Math.max(0, window.scrollY - BACK_TO_TOP_STEP_PX);
      window.scrollTo(0, next);
      if (next === 0) {
        clearInterval(timer);
        document.getElementById("main-content")?.focus({ preventScroll: true });
      }
    }, BACK_TO_TOP_INTERVAL_MS);
  };
  return (
    <button type="button" className="sidebar-item" onClick={climb}>
      返回顶部
    </button>
  );
}

export function SiteSidebar({ hotline }: { hotline: string }) {
  const location = useLocation();
  return (
    <aside className="site-sidebar" aria-label="快捷服务">
      <Link to="/booking" className="sidebar-item">
        预约咨询
      </Link>
      <DisclosureMenu className="sidebar-details">
        <summary className="sidebar-item">客服热线</summary>
        <div className="sidebar-popover">
          <a href={`tel:${hotline}`}>{hotline}</a>
          <p>工作日 9:00–18:00</p>
        </div>
      </DisclosureMenu>
      <DisclosureMenu className="sidebar-details">
        <summary className="sidebar-item">小程序</summary>
        <div className="sidebar-popover">
          <img src="/mini-program-qr.svg" width={140} height={140} alt="研途小程序二维码" loading="lazy" />
          <p>微信扫码打开小程序</p>
        </div>
      </DisclosureMenu>
      <Link to={hrefWith(location, { feedback: "1" })} className="sidebar-item" preventScrollReset>
        意见反馈
      </Link>
      <BackToTop />
    </aside>
  );
}
