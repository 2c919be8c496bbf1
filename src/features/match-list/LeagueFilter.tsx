// League filter: the leagues on sale with their match counts (the league search is a screen of its own,
// LeagueSearchView, reached from the match search).
import { useEffect, useId, useState } from 'react';
import type { League } from '../../domain/types';
import { loadLeagues } from '../../state/matches/list';
import { useListContext } from './listContext';

interface LeagueFilterProps {
  sportId: number;
  leagueId: string;
  onChange: (leagueId: string) => void;
}

/** A select of the sport's leagues. */
export function LeagueFilter({ sportId, leagueId, onChange }: LeagueFilterProps) {
  const { t, lang } = useListContext();
  const [leagues, setLeagues] = useState<League[]>([]);
  const selectId = useId();

  useEffect(() => {
    let alive = true;
    void loadLeagues(sportId).then((list) => alive && setLeagues(list));
    return () => {
      alive = false;
    };
    // League names come in the request's language.
  }, [sportId, lang]);

  return (
    <>
      <label htmlFor={selectId} className="sport-visually-hidden">
        {t('matches:league.filter')}
      </label>
      <select id={selectId} part="league-filter" value={leagueId} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('matches:league.all')}</option>
        {leagues.map((league) => (
          <option key={league.id} value={league.id}>
            {t('matches:league.option', { name: league.name, count: league.matchCount })}
          </option>
        ))}
      </select>
    </>
  );
}
