// League filter (the leagues on sale, with their match counts) and league search, which needs a
// logged-in user (spec §2: the league-search route requires login; otherwise sport-login-required).
import { useEffect, useId, useState } from 'react';
import type { League } from '../../domain/types';
import { getRuntime } from '../../runtime/runtime';
import { loadLeagues } from '../../state/matches/list';
import { requireLogin } from '../../state/session/tracking';
import { useStore } from '../../ui/useStore';
import { useListContext } from './listContext';

interface LeagueFilterProps {
  sportId: number;
  leagueId: string;
  onChange: (leagueId: string) => void;
}

/** A select of the sport's leagues and a search box narrowing it by name. */
export function LeagueFilter({ sportId, leagueId, onChange }: LeagueFilterProps) {
  const { t, host, lang } = useListContext();
  const token = useStore(getRuntime().token);
  const [leagues, setLeagues] = useState<League[]>([]);
  const [search, setSearch] = useState('');
  // Set when a logged-out user tried to search: the reason shows beside the box until they log in.
  const [needLogin, setNeedLogin] = useState(false);
  const selectId = useId();
  const searchId = useId();

  useEffect(() => {
    let alive = true;
    void loadLeagues(sportId).then((list) => alive && setLeagues(list));
    return () => {
      alive = false;
    };
    // League names come in the request's language.
  }, [sportId, lang]);

  useEffect(() => {
    if (!token) setSearch('');
    else setNeedLogin(false);
  }, [token]);

  const needle = search.trim().toLowerCase();
  const shown = needle ? leagues.filter((l) => l.name.toLowerCase().includes(needle) || l.id === leagueId) : leagues;

  return (
    <div className="sport-league-filter" part="league-filter">
      <label htmlFor={selectId} className="sport-visually-hidden">
        {t('matches:league.filter')}
      </label>
      <select id={selectId} value={leagueId} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('matches:league.all')}</option>
        {shown.map((league) => (
          <option key={league.id} value={league.id}>
            {t('matches:league.option', { name: league.name, count: league.matchCount })}
          </option>
        ))}
      </select>
      <label htmlFor={searchId} className="sport-visually-hidden">
        {t('matches:league.search')}
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        placeholder={t('matches:league.search')}
        onFocus={(e) => {
          if (requireLogin('leagueSearch', host())) return;
          e.currentTarget.blur();
          setNeedLogin(true);
        }}
        onChange={(e) => token && setSearch(e.target.value)}
      />
      {needLogin && (
        <span className="sport-muted" role="status">
          {t('matches:league.loginToSearch')}
        </span>
      )}
      {needle && shown.length === 0 && (
        <span className="sport-muted" role="status">
          {t('matches:league.none')}
        </span>
      )}
    </div>
  );
}
