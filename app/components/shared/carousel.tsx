// The home pages' carousel (spec section 7: slide-show), built to the WAI-ARIA APG carousel pattern ("auto-rotating
// carousel with buttons for slide control"): a region with aria-roledescription="carousel" and a label; each slide a
// group with aria-roledescription="slide" and an "N / M" label; a visible pause/play button first in the tab order,
// then previous/next. Only the current slide is shown (the others are `hidden`, so their links are out of the tab
// order); the slide container is aria-live="polite" while not rotating, so a manual change is announced, and "off"
// while it rotates. Rotation starts only where JavaScript runs, never under prefers-reduced-motion, and pauses while
// the pointer is over the carousel or focus is inside it.
//
// Without JavaScript (and on the server, so hydration matches) it is a plain list of linked slides, all visible.
// While the page's scripts load (html.js-pending, set by the inline head script) carousel.css shows only the first
// item, so switching to the carousel after hydration moves nothing; if the scripts never arrive, the head script drops
// js-pending and the whole list shows.
import { Link } from "@remix-run/react";
import { useCallback, useEffect, useId, useState, type FocusEvent } from "react";
import "./carousel.css";

interface CarouselSlide {
  id: number;
  title: string;
  imageUrl: string;
  linkUrl: string;
  alt: string;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** The region's accessible name. */
  label?: string;
  intervalMs?: number;
  /** Links that stay in this tree and may navigate on the client; others are plain links (the server redirects). */
  isClientLink?: (href: string) => boolean;
  /** The images' intrinsic size (the demo SVGs are 1200 × 400), so the page reserves their space. */
  imageWidth?: number;
  imageHeight?: number;
}

const CAROUSEL_INTERVAL_MS = 5_000;

const isInternalPath = (href: string) => href.startsWith("/") && !href.startsWith("//");

function SlideLink({
  slide,
  first,
  isClientLink,
  width,
  height,
}: {
  slide: CarouselSlide;
  first: boolean;
  isClientLink: (href: string) => boolean;
  width: number;
  height: number;
}) {
  const image = (
    <img
      className="carousel-image"
      src={slide.imageUrl}
      alt={slide.alt || slide.title}
      width={width}
      height={height}
      loading={first ? "eager" : "lazy"}
      decoding={first ? "sync" : "async"}
      // The first slide is the home pages' largest paint: fetched before the section posters below it. (React 18 does
      // not know fetchPriority; the lowercase attribute passes through.)
      {...(first ? { fetchpriority: "high" } : {})}
    />
  );
  if (!slide.linkUrl) return image;
  return isClientLink(slide.linkUrl) ? (
    <Link to={slide.linkUrl} className="carousel-link">
      {image}
    </Link>
  ) : (
    <a href={slide.linkUrl} className="carousel-link">
      {image}
    </a>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

export function Carousel({
  slides,
  label = "精选推荐",
  intervalMs = CAROUSEL_INTERVAL_MS,
  isClientLink = isInternalPath,
  imageWidth = 1200,
  imageHeight = 400,
}: CarouselProps) {
  const itemsId = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [current, setCurrent] = useState(0);
  /** The visitor's choice (pause/play button); starts "playing" unless reduced motion is preferred. */
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const rotating = enhanced && playing && !hovered && !focused && count > 1;

  useEffect(() => {
    setEnhanced(true);
    setPlaying(!prefersReducedMotion());
    const query = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setPlaying(false);
    };
    query?.addEventListener?.("change", onChange);
    return () => query?.removeEventListener?.("change", onChange);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, count, intervalMs]);

  // The list may shrink (a slide's time window ends between revalidations).
  useEffect(() => {
    if (current >= count) setCurrent(0);
  }, [current, count]);

  const show = useCallback((index: number) => setCurrent(((index % count) + count) % count), [count]);

  if (count === 0) return null;

  if (!enhanced || count === 1) {
    return (
      <section className="carousel carousel--list" aria-label={label}>
        <ul className="carousel-list">
          {slides.map((slide, index) => (
            <li key={slide.id} className="carousel-list-item">
              <SlideLink
                slide={slide}
                first={index === 0}
                isClientLink={isClientLink}
                width={imageWidth}
                height={imageHeight}
              />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="carousel carousel--enhanced"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="carousel-controls">
        <button
          type="button"
          className="carousel-button carousel-rotation"
          onClick={() => setPlaying((value) => !value)}
        >
          <span aria-hidden="true" className="carousel-icon">
            {playing ? "❚❚" : "▶"}
          </span>
          <span className="carousel-button-text">{playing ? "暂停轮播" : "播放轮播"}</span>
        </button>
        <button
          type="button"
          className="carousel-button"
          aria-controls={itemsId}
          aria-label="上一张"
          onClick={() => show(current - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <span className="carousel-counter" aria-hidden="true">
          {current + 1} / {count}
        </span>
        <button
          type="button"
          className="carousel-button"
          aria-controls={itemsId}
          aria-label="下一张"
          onClick={() => show(current + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div id={itemsId} className="carousel-items" aria-live={rotating ? "off" : "polite"}>
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group with aria-roledescription, not a form's fieldset
          <div
            key={slide.id}
            className="carousel-item"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${count}`}
            hidden={index !== current}
          >
            <SlideLink
              slide={slide}
              first={index === 0}
              isClientLink={isClientLink}
              width={imageWidth}
              height={imageHeight}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
