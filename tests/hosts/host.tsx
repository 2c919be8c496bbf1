// A React 19 host written against the published typings only (checked by tests/hosts/package.mjs after the package
// is packed and installed): tags with typed attributes and event handlers, the tag map, the events, the host API.
import type {} from 'sport-widgets/jsx-react';
import type { SportEventMap } from 'sport-widgets';

export function Sportsbook({ matchId }: { matchId: string }) {
  return (
    <section>
      <sport-match-list play-type="today" theme="dark" />
      <sport-match-detail match-id={matchId} follow-start-sport />
      <sport-bet-slip onsport-bet-placed={(e) => console.log(e.detail.orderIds.join(','), e.detail.amount)} />
      <sport-bet-history tab="settled" />
      <sport-app routing="history" base-path="/sports" />
    </section>
  );
}

const detail = document.querySelector('sport-match-detail');
if (detail) detail.matchId = '10010000001';
document.addEventListener('sport-kicked', () => window.SportWidgets.logout());
document.addEventListener('sport-connection', (e) => {
  const state: SportEventMap['sport-connection']['state'] = e.detail.state;
  console.log(state);
});
window.SportWidgets.configure({ lang: 'ENG', oddsFormat: 'hongkong' });
window.SportWidgets.on('sport-bet-placed', (d) => console.log(d.kind));
