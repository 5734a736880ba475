import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { SlidesPerView } from '../../domain/sliders';
import controls from '../controls.module.css';
import { ChevronLeftSvg, ChevronRightSvg, PauseSvg, PlayArrowSvg } from '../icons';
import { columnVariables } from './columns';
import { animateScroll, pageStep } from './scrolling';
import classes from './Slider.module.css';

interface SliderProps {
  /** The accessible name of the carousel. */
  label: string;
  slides: Array<{ key: string | number; content: ReactNode }>;
  perView: SlidesPerView;
  /** Space between slides in px. */
  gap?: number;
  speedMs?: number;
  /** Moves by itself every `autoplayMs` (pauses on hover, focus, the pause button or reduced motion). */
  autoplayMs?: number;
  /** Starts again from the first slide after the last. */
  loop?: boolean;
  /** Slides without links or buttons: the row itself takes focus so the keyboard can scroll it. */
  focusableTrack?: boolean;
}

/**
 * A light carousel: a horizontal scroll-snap row whose slide width comes from CSS media queries
 * (no measuring, no layout shift), with previous/next buttons animated over `speedMs`. Plain
 * elements styled by a CSS module: the slide counts per breakpoint come in as custom properties.
 */
export function Slider({ label, slides, perView, gap = 16, speedMs = 600, autoplayMs, loop = false, focusableTrack = false }: SliderProps) {
  const { t } = useTranslation();
  const trackId = useId();
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: slides.length <= (perView[0]?.[1] ?? 1) });
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);

  const frame = useRef(0);
  /** Reads the scroll position once per frame (after layout), never in the middle of a render. */
  const updateEdges = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const element = track.current;
      if (!element) return;
      const atStart = element.scrollLeft <= 2;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2;
      setEdges((current) => (current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd }));
    });
  };

  const move = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const step = pageStep(element.clientWidth, gap);
    let target = element.scrollLeft + direction * step;
    const max = element.scrollWidth - element.clientWidth;
    if (loop && direction === 1 && element.scrollLeft >= max - 2) target = 0;
    if (loop && direction === -1 && element.scrollLeft <= 2) target = max;
    animateScroll(element, Math.max(0, Math.min(max, target)), speedMs);
  };

  useEffect(() => {
    const element = track.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    // The observer reports once after the first layout, then on every size change.
    const observer = new ResizeObserver(() => updateEdges());
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [slides.length]);

  const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const playing = Boolean(autoplayMs) && !paused && !hovered && !reducedMotion;
  useEffect(() => {
    if (!playing || !autoplayMs) return undefined;
    const timer = window.setInterval(() => move(1), autoplayMs);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, autoplayMs]);

  const single = slides.length <= 1;
  const buttonClass = `${controls.iconButton} ${classes.button}`;

  return (
    <div
      role="group"
      aria-roledescription={t('slider.carousel')}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      className={classes.slider}
    >
      <div id={trackId} ref={track} tabIndex={focusableTrack ? 0 : undefined} onScroll={updateEdges} className={classes.track} style={columnVariables(perView, gap) as CSSProperties}>
        {slides.map((slide, index) => (
          <div key={slide.key} role="group" aria-roledescription={t('slider.slide')} aria-label={t('slider.position', { index: index + 1, count: slides.length })} className={classes.slide}>
            {slide.content}
          </div>
        ))}
      </div>
      {single ? null : (
        <div className={classes.controls}>
          {autoplayMs ? (
            <button type="button" className={buttonClass} onClick={() => setPaused((value) => !value)} aria-label={paused ? t('slider.play') : t('slider.pause')}>
              {paused ? <PlayArrowSvg fontSize="small" /> : <PauseSvg fontSize="small" />}
            </button>
          ) : null}
          <button type="button" className={buttonClass} onClick={() => move(-1)} disabled={!loop && edges.atStart} aria-controls={trackId} aria-label={t('slider.previous')}>
            <ChevronLeftSvg fontSize="small" />
          </button>
          <button type="button" className={buttonClass} onClick={() => move(1)} disabled={!loop && edges.atEnd} aria-controls={trackId} aria-label={t('slider.next')}>
            <ChevronRightSvg fontSize="small" />
          </button>
        </div>
      )}
    </div>
  );
}
