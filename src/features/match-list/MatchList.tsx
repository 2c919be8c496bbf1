// <sport-match-list>: sport tabs (anchor, football, basketball and the other sports the server offers),
// play-type tabs, league filter and search, the live match list, the outright view and the results view.
import { lazy, Suspense, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SportKey } from '../../domain/enums';
import { sportId } from '../../domain/matches';
import { sportLabelKey } from '../../i18n/labelKeys';
import { getRuntime } from '../../runtime/runtime';
import { PLAY_TYPES, type PlayType } from '../../state/matches/list';
import { loadMatchText, matchText } from '../../state/page/serverText';
import { requireLogin } from '../../state/session/tracking';
import { Shell, type ElementProps, SHELL_CSS } from '../../ui/Shell';
import { StateView } from '../../ui/StateView';
import { Tabs, tabPanelProps } from '../../ui/Tabs';
import { useT } from '../../ui/i18n';
import { useStore } from '../../ui/useStore';
import { useWholeSnapshot } from '../../ui/useWholeSnapshot';
import { BannersSpace, HotSpace } from './Spaces';
import { LeagueFilter } from './LeagueFilter';
import type { RowMarketKind } from '../../domain/rowMarkets';
import { hostOf, LayoutMode } from '../../ui/ShellFrame';
import { ListContext, type ListContextValue } from './listContext';
import { MatchesView, RowView } from './MatchesView';
import { offeredSports, playTypeFromAttribute, sportFromAttribute, viewOf } from './sports';
import { ODDS_BUTTON_CSS } from '../../ui/OddsButton';
import ownCss from './match-list.css?inline';

// Views a visitor rarely opens, and the home screen's banners and statistics, load on demand, so the list's
// first download stays small.
const AnchorView = lazy(() => import('./AnchorView').then((m) => ({ default: m.AnchorView })));
const ResultsView = lazy(() => import('./ResultsView').then((m) => ({ default: m.ResultsView })));
const SearchView = lazy(() => import('./SearchView'));
const LeagueSearchView = lazy(() => import('./LeagueSearchView'));
const Banners = lazy(() => import('./Banners'));
const HotStrip = lazy(() => import('./HotStrip'));
// A phone's alone (a desktop row shows its three markets side by side): a desktop never downloads it, a phone's
// takes the place its fallback holds.
const MarketSwitch = lazy(() => import('./MarketSwitch'));
const ConnectionBanner = lazy(() => import('./ConnectionBanner'));

/** The push socket's banner, its code loaded once the socket is reconnecting or closed. */
function Connection() {
  const state = useStore(getRuntime().connection);
  const [seen, setSeen] = useState(false);
  if (!seen && (state === 'reconnecting' || state === 'closed')) setSeen(true);
  return seen && later(<ConnectionBanner />, null);
}

/** A view loading on demand, a skeleton (or `fallback`) until it arrives. */
const later = (view: ReactNode, fallback: ReactNode = <StateView kind="loading" />) => (
  <Suspense fallback={fallback}>{view}</Suspense>
);

/** The results view while its code loads: its filter bar's places (back, two dates, the league) above the skeleton, so
    the bar is there from the first frame and nothing moves when the view arrives (issue 29). */
const ResultsFallback = () => (
  <>
    <div className="sport-toolbar sport-toolbar-placeholder" aria-hidden="true">
      <span data-part="back" />
      <span data-part="date" />
      <span data-part="date" />
      <span data-part="league" />
    </div>
    <StateView kind="loading" />
  </>
);

/** Attributes of <sport-match-list> (see elements/match-list/define.ts). */
export interface MatchListProps extends ElementProps {
  /** Sport key ('football') or id in the active reading; football when absent. */
  sport?: string;
  /** rolling | today | today-and-rolling | favourite | outright | all (default all). */
  playType?: string;
  /** Initial league filter. */
  leagueId?: string;
  /**
   * 'results' opens the match results view, 'search' the match search, 'league-search' the league search;
   * 'home' is the match list with the home screen's banners and statistics; anything else the match list.
   */
  view?: string;
}

/** Translation namespaces of the list besides the base ones (the element preloads them as it connects). */
export const MATCH_LIST_NAMESPACES = ['matches'];

/** The element's stylesheet: the feature's own rules after the odds button's. */
export const MATCH_LIST_CSS = `${SHELL_CSS}\n${ODDS_BUTTON_CSS}\n${ownCss}`;

/** The element's React root. */
export function MatchList(props: MatchListProps) {
  return (
    <Shell theme={props.theme} mode={props.mode} namespaces={MATCH_LIST_NAMESPACES}>
      <MatchListScreen
        sport={props.sport}
        playType={props.playType}
        leagueId={props.leagueId}
        initialView={props.view}
      />
    </Shell>
  );
}

type SportTab = SportKey | 'anchor';

function MatchListScreen({
  sport,
  playType,
  leagueId,
  initialView,
}: Pick<MatchListProps, 'sport' | 'playType' | 'leagueId'> & { initialView?: string }) {
  const { t, lang } = useT(['matches']);
  const { sportIds: reading } = useStore(getRuntime().config);
  const token = useStore(getRuntime().token);
  const { tables } = useWholeSnapshot(matchText());
  const root = useRef<HTMLDivElement>(null);
  const [tab, setTab] = useState<SportTab>(() => sportFromAttribute(sport, reading));
  const [play, setPlay] = useState<PlayType>(() => playTypeFromAttribute(playType));
  const [league, setLeague] = useState(leagueId ?? '');
  const [view, setView] = useState(() => viewOf(initialView));
  // Match counts per play type from the home screen's statistics (none elsewhere).
  const [counts, setCounts] = useState<Record<string, number>>({});
  // The market a phone's rows show (the market switcher; a desktop row shows all three).
  const [market, setMarket] = useState<RowMarketKind>('result');
  const mobile = useContext(LayoutMode) === 'mobile';
  const home = initialView === 'home';

  // Attributes changed by the host win over the user's last choice.
  useEffect(() => setTab(sportFromAttribute(sport, reading)), [sport, reading]);
  useEffect(() => setPlay(playTypeFromAttribute(playType)), [playType]);
  useEffect(() => setLeague(leagueId ?? ''), [leagueId]);
  useEffect(() => setView(viewOf(initialView)), [initialView]);
  useEffect(() => void loadMatchText(lang), [lang]);

  const context = useMemo<ListContextValue>(
    () => ({
      t,
      lang,
      tables: tables as ListContextValue['tables'],
      host: () => hostOf(root.current),
      go: (path) => getRuntime().emit('sport-navigate', { path, element: 'sport-match-list' }, hostOf(root.current)),
    }),
    // t is a fresh function each render over the same i18n instance; the language is what changes it.
    [lang, tables],
  );

  const sports = offeredSports(Object.keys(tables?.sports ?? {}), reading);
  const sportTabs = [
    { key: 'anchor' as SportTab, label: t('matches:anchor.tab') },
    ...sports.map((key) => ({ key: key as SportTab, label: t(sportLabelKey(key)) })),
  ];
  const playTabs = PLAY_TYPES.map((key) => ({
    key,
    label: t(`matches:playType.${key}`) + (counts[key] === undefined ? '' : ` ${counts[key]}`),
  }));

  const selectSport = (next: SportTab) => {
    setTab(next);
    setLeague('');
  };
  const selectPlay = (next: PlayType) => {
    if (next === 'favourite') requireLogin('favourite', hostOf(root.current));
    setPlay(next);
  };

  const currentSportId = tab === 'anchor' ? 0 : sportId(tab, reading);
  const back = () => setView('matches');

  return (
    <ListContext.Provider value={context}>
      <div ref={root} className="sport-match-list" part="match-list" data-market={market}>
        {home && later(<Banners />, <BannersSpace />)}
        <div className="sport-head">
          <Tabs
            items={sportTabs}
            selected={tab}
            onSelect={selectSport}
            label={t('matches:sportTabs')}
            idPrefix="sport"
          />
          <button type="button" className="sport-link" onClick={() => setView('search')}>
            {t('matches:searchOpen')}
          </button>
        </div>
        <div {...tabPanelProps('sport', tab)} className="sport-panel">
          <Connection />
          {view === 'search' ? (
            later(<SearchView onBack={back} onLeagues={() => setView('leagues')} Row={RowView} />)
          ) : tab === 'anchor' ? (
            later(<AnchorView />)
          ) : view === 'results' ? (
            later(<ResultsView sportId={currentSportId} onBack={back} />, <ResultsFallback />)
          ) : view === 'leagues' ? (
            later(
              <LeagueSearchView
                sportId={currentSportId}
                onBack={back}
                onPick={(id) => {
                  setLeague(id);
                  back();
                }}
              />,
            )
          ) : (
            <>
              {home &&
                later(
                  <HotStrip
                    sportId={currentSportId}
                    onCounts={setCounts}
                    onPick={(id) => {
                      setPlay('rolling');
                      setLeague(id);
                    }}
                  />,
                  <HotSpace />,
                )}
              <Tabs
                items={playTabs}
                selected={play}
                onSelect={selectPlay}
                label={t('matches:playTypes')}
                idPrefix="play"
              />
              <div {...tabPanelProps('play', play)} className="sport-panel">
                <div className="sport-toolbar" part="toolbar">
                  <LeagueFilter sportId={currentSportId} leagueId={league} onChange={setLeague} />
                  <button type="button" className="sport-link" onClick={() => setView('results')}>
                    {t('matches:results.open')}
                  </button>
                </div>
                {mobile && play !== 'outright' && (
                  <Suspense fallback={<div className="sport-market-switch" />}>
                    <MarketSwitch value={market} onChange={setMarket} />
                  </Suspense>
                )}
                {play === 'favourite' && !token ? (
                  <StateView kind="empty" message={t('matches:favouritesNeedLogin')} />
                ) : (
                  <MatchesView
                    query={{ sportId: currentSportId, playType: play, leagueId: league }}
                    onShowAll={() => setPlay('all')}
                  />
                )}
              </div>
            </>
          )}
        </div>
      </div>
    </ListContext.Provider>
  );
}
