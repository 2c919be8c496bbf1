// The animation tab (issue 18): the match drawn live from the tracker feed: score and clock, the pitch or court with
// possession, the attacked third and the ball, short callouts as things happen, and the last events as text.
// Other sports get the scoreboard and the events. Loaded with the tab (a lazy import in InfoTabs), with its rules.
import { useCallback, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import type { SportKey } from '../../../domain/enums';
import type { TrackerEvent, TrackerState } from '../../../domain/tracker';
import { trackerView, watchTracker } from '../../../state/matches/tracker';
import { useT } from '../../../ui/i18n';
import { viewCssRef } from '../../../ui/viewCss';
import type { PanelProps } from '../panelProps';
import { Field } from './Field';
import { useCallout } from './useCallout';
import trackerCss from './tracker.css?inline';

/** Adopts the tracker's rules into the element's shadow root as it attaches. */
const withTrackerCss = viewCssRef(trackerCss);

type Names = [string, string];

/** The period as words: half, quarter, period or set, a break, or the match not started or over. */
function periodText(t: TFunction, sport: SportKey | undefined, sets: boolean, period: number): string {
  const n = period + 1;
  if (sets) return t('tracker:period.set', { n, context: sport });
  if (sport === 'football') return t(n === 1 ? 'tracker:period.half1' : 'tracker:period.half2');
  if (sport === 'basketball') return t('tracker:period.quarter', { n });
  return t('tracker:period.period', { n });
}

function stateText(t: TFunction, sport: SportKey | undefined, sets: boolean, st: TrackerState): string {
  if (st.phase === 0) return t('tracker:period.notStarted');
  if (st.phase === 2) return t('tracker:period.ended');
  if (st.onBreak) return t(sport === 'football' ? 'tracker:period.halfTime' : 'tracker:period.break');
  return periodText(t, sport, sets, st.period);
}

/** What happened, in words (without the team). */
function eventText(t: TFunction, sport: SportKey | undefined, sets: boolean, e: TrackerEvent): string {
  if (e.kind === 'ko') return t('tracker:event.start', { period: periodText(t, sport, sets, e.period) });
  if (e.kind === 'pend') return t('tracker:event.periodEnd', { period: periodText(t, sport, sets, e.period) });
  if (e.kind === 'pts') return t(`tracker:event.pts${Math.min(3, Math.max(1, e.points ?? 2))}`);
  return t(`tracker:event.${e.kind}`, { context: sport });
}

/** The minute of an event ("63'"), or its set for set sports. */
function whenText(t: TFunction, sport: SportKey | undefined, sets: boolean, e: TrackerEvent): string {
  return sets ? t('tracker:period.set', { n: e.period + 1, context: sport }) : t('tracker:minute', { n: e.minute });
}

/** The tracker of one match. */
export default function TrackerPanel({ match, sport }: PanelProps) {
  const { t } = useT(['tracker']);
  const matchId = match.id;
  const subscribe = useCallback((changed: () => void) => watchTracker(matchId, changed), [matchId]);
  const view = useSyncExternalStore(subscribe, () => trackerView(matchId));
  const callout = useCallout(view.callout, view.hold);
  const names: Names = [match.home.name, match.away.name];
  const sets = !!match.bestOf;
  const kind = sport === 'football' ? 'pitch' : sport === 'basketball' ? 'court' : undefined;
  const st = view.state;
  if (!st) {
    return (
      <div className="trk" ref={withTrackerCss}>
        <p className="trk-wait" role="status">
          {t('tracker:waiting')}
        </p>
      </div>
    );
  }
  const team = (side: 0 | 1 | undefined) => (side === undefined ? '' : names[side]);
  const live = st.phase === 1 && !st.onBreak;
  const status = !live
    ? stateText(t, sport, sets, st)
    : t(st.zone === 2 ? 'tracker:danger' : st.zone === 1 ? 'tracker:attack' : 'tracker:possession', {
        team: names[st.possession],
      });
  return (
    <div className="trk" ref={withTrackerCss} data-sport={sport} aria-label={t('tracker:label')} role="region">
      <div className="trk-head">
        <span className="trk-team" data-side="0" data-ball={live && st.possession === 0}>
          <bdi>{names[0]}</bdi>
        </span>
        <span className="trk-score">
          {st.score[0]} – {st.score[1]}
        </span>
        <span className="trk-team" data-side="1" data-ball={live && st.possession === 1}>
          <bdi>{names[1]}</bdi>
        </span>
      </div>
      <p className="trk-clock">
        <span>{stateText(t, sport, sets, st)}</span>
        {live && !sets && <time>{t('tracker:minute', { n: st.minute })}</time>}
      </p>
      {kind && (
        <div className="trk-stage">
          <Field kind={kind} state={st} label={`${t(`tracker:${kind}`)}: ${status}`} />
          {callout && (
            <p
              className="trk-callout"
              key={callout.seq}
              data-kind={callout.kind}
              data-side={callout.side}
              aria-hidden="true"
            >
              <strong>{eventText(t, sport, sets, callout)}</strong>
              {callout.side !== undefined && <bdi>{team(callout.side)}</bdi>}
            </p>
          )}
        </div>
      )}
      {kind && live && (
        <p className="trk-status" data-zone={st.zone}>
          {status}
        </p>
      )}
      <section className="trk-log" aria-label={t('tracker:log')}>
        <h3 className="trk-log-title">{t('tracker:log')}</h3>
        <div role="log" aria-live="polite" aria-relevant="additions">
          {view.log.length === 0 ? (
            <p className="trk-empty">{t('tracker:noEvents')}</p>
          ) : (
            <ol>
              {view.log.map((e) => (
                <li key={e.seq} data-kind={e.kind} data-side={e.side}>
                  <span className="trk-min">{whenText(t, sport, sets, e)}</span>{' '}
                  <span>
                    <span className="trk-what">{eventText(t, sport, sets, e)}</span>
                    {e.side !== undefined && (
                      <>
                        {' · '}
                        <bdi className="trk-who">{team(e.side)}</bdi>
                      </>
                    )}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </div>
  );
}
