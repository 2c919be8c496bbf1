// The yardstick for the first screenful: a plain, non-virtualized React table of every match, with
// the same libraries (React, i18next) and the same server data, all 1000 rows rendered at once. Bench only.
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import type { WireMatch } from '../../../src/api/wire';

const PAGE_SIZE = 200;

async function page(current: number): Promise<{ pageTotal: number; records: WireMatch[] }> {
  const response = await fetch('/v1/match/getList', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ playType: 'all', current, size: PAGE_SIZE, languageType: 'ENG' }),
  });
  return (await response.json()).data;
}

function Row({ match, t }: { match: WireMatch; t: (key: string) => string }) {
  return (
    <tr data-match-id={match.id}>
      <td>{new Date(match.bt).toISOString().slice(5, 16)}</td>
      <td>{match.lg.na}</td>
      <td>{match.ts[0]?.na}</td>
      <td>{match.ts[1]?.na}</td>
      {(match.mg ?? []).slice(0, 3).map((group) => (
        <td key={`${group.mty}:${group.pe}`}>
          {group.mks[0]?.op.map((option) => (
            <button key={option.ty} type="button" aria-label={`${t('odds')} ${option.na}`}>
              {option.na} {option.od.toFixed(2)}
            </button>
          ))}
        </td>
      ))}
    </tr>
  );
}

export async function start(container: HTMLElement): Promise<void> {
  const i18n = i18next.createInstance();
  const [first] = await Promise.all([
    page(1),
    i18n.init({ lng: 'ENG', resources: { ENG: { translation: { odds: 'Odds' } } } }),
  ]);
  const rest = await Promise.all(Array.from({ length: first.pageTotal - 1 }, (_, i) => page(i + 2)));
  const matches = [first, ...rest].flatMap((p) => p.records);
  createRoot(container).render(
    <table>
      <tbody>
        {matches.map((match) => (
          <Row key={match.id} match={match} t={i18n.t} />
        ))}
      </tbody>
    </table>,
  );
}
