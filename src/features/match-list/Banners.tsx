// The home screen's banners (spec §7 bannerList/search, the first six): a carousel that turns every
// BANNER_TURN_MS while nobody points at it, focuses it or pauses it (and never for a reader who prefers reduced
// motion); previous, next, a dot per banner and the arrow keys move it. A banner leads where it says: a route of
// the widgets through sport-navigate, a web address as an ordinary link in a new tab, anything else nowhere.
// Banners are decoration: none, or a failure to load them, shows nothing.
import { useEffect, useState, type KeyboardEvent } from 'react';
import { bannerTarget, slideAfter, type Banner } from '../../domain/banners';
import { api } from '../../state/page/api';
import { useT } from '../../ui/i18n';
import { viewCssRef } from '../../ui/viewCss';
import { BannersSpace } from './Spaces';
import { useListContext } from './listContext';
import exploreCss from './explore.css?inline';

/** Adopts the view's rules into the element's shadow root as its root element attaches. */
const withCss = viewCssRef(exploreCss);

/** Time each banner shows before the next while the carousel turns. */
export const BANNER_TURN_MS = 5_000;

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** One banner: its picture and title, as a link, a button (a widget route) or plain. */
function BannerBody({ banner }: { banner: Banner }) {
  const { t } = useT(['explore']);
  const { go } = useListContext();
  const target = bannerTarget(banner.link);
  const body = (
    <>
      <img src={banner.imageUrl} alt="" />
      <span className="sport-banner-title">{banner.title}</span>
    </>
  );
  if (target?.kind === 'web') {
    return (
      <a className="sport-banner-link" href={target.href} target="_blank" rel="noopener noreferrer">
        {body}
        <span className="sport-visually-hidden"> ({t('explore:banners.external')})</span>
      </a>
    );
  }
  if (target?.kind === 'route') {
    return (
      <button type="button" className="sport-banner-link" onClick={() => go(target.path)}>
        {body}
      </button>
    );
  }
  return <div className="sport-banner-link">{body}</div>;
}

/** The carousel of the home banners. */
export default function Banners() {
  const { t, lang } = useT(['explore']);
  // null until the server's list arrives: their place is held meanwhile.
  const [banners, setBanners] = useState<Banner[] | null>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  // Pointed at or focused: it holds still while someone reads or operates it.
  const [held, setHeld] = useState(false);
  const count = banners?.length ?? 0;

  useEffect(() => {
    let alive = true;
    api()
      .bannerList()
      .then(
        (list) => alive && setBanners(list),
        () => alive && setBanners([]),
      );
    return () => {
      alive = false;
    };
    // Titles come in the request's language.
  }, [lang]);

  useEffect(() => {
    if (paused || held || count < 2) return;
    const timer = setInterval(() => setIndex((i) => slideAfter(i, 1, count)), BANNER_TURN_MS);
    return () => clearInterval(timer);
  }, [paused, held, count]);

  if (!banners) return <BannersSpace />;
  if (count === 0) return null;
  const shown = Math.min(index, count - 1);
  const move = (step: number) => setIndex(slideAfter(shown, step, count));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const rtl = event.currentTarget.matches(':dir(rtl)');
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    move(step);
  };

  return (
    <section
      ref={withCss}
      className="sport-banners"
      part="banners"
      aria-roledescription={t('explore:banners.carousel')}
      aria-label={t('explore:banners.label')}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld(false)}
    >
      {/* Announced only while it holds still: a turning carousel would talk over everything else. */}
      <div className="sport-banner-track" aria-live={paused || held ? 'polite' : 'off'}>
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription={t('explore:banners.slide')}
            aria-label={t('explore:banners.position', { n: i + 1, count })}
            hidden={i !== shown}
          >
            <BannerBody banner={banner} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="sport-banner-controls">
          <button
            type="button"
            className="sport-banner-button"
            aria-label={t(paused ? 'explore:banners.play' : 'explore:banners.pause')}
            onClick={() => setPaused(!paused)}
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </button>
          <button
            type="button"
            className="sport-banner-button"
            aria-label={t('explore:banners.previous')}
            onClick={() => move(-1)}
          >
            <span aria-hidden="true" data-arrow="">
              ‹
            </span>
          </button>
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className="sport-banner-dot"
              aria-label={t('explore:banners.show', { n: i + 1 })}
              aria-current={i === shown || undefined}
              onClick={() => setIndex(i)}
            />
          ))}
          <button
            type="button"
            className="sport-banner-button"
            aria-label={t('explore:banners.next')}
            onClick={() => move(1)}
          >
            <span aria-hidden="true" data-arrow="">
              ›
            </span>
          </button>
        </div>
      )}
    </section>
  );
}
