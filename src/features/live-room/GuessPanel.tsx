// The host's guessing games of the room's match (spec §1 "host guessing games", §7 host/guessing/*): each
// question with its options and odds; picking one opens the coins field with what a win returns; refusals
// show under the field; my guesses below with their outcome.
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import {
  GuessBetStatus,
  GuessStatus,
  guessReturn,
  openGamesFirst,
  type GuessGame,
  type GuessOption,
} from '../../domain/roomGames';
import { placeGuess } from '../../state/live/guessing';
import type { RoomState } from '../../state/live/rooms';
import { requireLogin } from '../../state/session/tracking';
import { StateView } from '../../ui/StateView';
import { useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';
import { Num } from '../../ui/Num';
import { formatOdds } from '../../domain/oddsDisplay';
import { OddsType } from '../../domain/enums';
import { viewCssRef } from '../../ui/viewCss';
import guessCss from './guess-panel.css?inline';
import { useHostElement } from './useHostElement';

/** The panel's own rules arrive with its chunk and are adopted as it attaches. */
const withGuessCss = viewCssRef(guessCss);

type Names = Pick<GuessGame, 'home' | 'away'>;
type TFn = ReturnType<typeof useT>['t'];

/** Quick amounts offered beside the coins field. */
const QUICK_COINS = ['10', '50', '100'];

/** The text of an option: a team's name, the draw, or no further goal. */
function optionLabel(t: TFn, key: string, names: Names): string {
  if (key === 'home') return names.home;
  if (key === 'away') return names.away;
  return t(key === 'draw' ? 'room:guess.draw' : 'room:guess.noGoal');
}

/** The question of a game. */
function question(t: TFn, game: Pick<GuessGame, 'kind' | 'round' | 'home' | 'away'>): string {
  return game.kind === 'winner'
    ? t('room:guess.winner', { home: game.home, away: game.away })
    : t('room:guess.nextGoal', { n: game.round });
}

/** The guessing panel of a room. */
export function GuessPanel({ room }: { room: RoomState }) {
  const { t } = useT(['room', 'live']);
  const { guesses, status, records } = useSnapshot(room.games);
  const { balance } = useSnapshot(room.gifts);
  return (
    <section ref={withGuessCss} className="live-guess" part="guessing" aria-labelledby={`guess-${room.liveRoomId}`}>
      <h3 id={`guess-${room.liveRoomId}`} className="live-section-title">
        {t('room:guess.title')}
      </h3>
      <p className="live-balance">
        {balance === null ? t('room:guess.loginToGuess') : t('live:gift.balance', { amount: balance })}
      </p>
      {status === 'loading' ? (
        <StateView kind="loading" />
      ) : guesses.length === 0 ? (
        <p className="live-muted">{t(status === 'error' ? 'errors:loadFailed' : 'room:guess.none')}</p>
      ) : (
        <ul className="live-guess-games">
          {openGamesFirst(guesses).map((game) => (
            <li key={game.guessId}>
              <GameCard room={room} game={game as GuessGame} />
            </li>
          ))}
        </ul>
      )}
      <details className="live-guess-mine" open={records.length > 0}>
        <summary>{t('room:guess.mine')}</summary>
        {records.length === 0 ? (
          <p className="live-muted">{t('room:guess.noneMine')}</p>
        ) : (
          <ul className="live-guess-records">
            {records.map((r) => (
              <li key={r.betId} data-guess={r.guessId} data-status={r.status}>
                <span>{question(t, r)}</span>
                <span>
                  {optionLabel(t, r.optionKey, r)} · {t('room:guess.coins', { amount: r.amount })} @
                  <Num>{formatOdds(r.odds, OddsType.Europe)}</Num>
                </span>
                <strong className="live-guess-outcome">
                  {r.status === GuessBetStatus.Won
                    ? t('room:guess.won', { amount: r.payout })
                    : r.status === GuessBetStatus.Lost
                      ? t('room:guess.lost')
                      : r.status === GuessBetStatus.Refunded
                        ? t('room:guess.refunded')
                        : t('room:guess.waiting')}
                </strong>
              </li>
            ))}
          </ul>
        )}
      </details>
    </section>
  );
}

/** One game: its question, options (a settled game marks the result), and the coins form of the picked option. */
function GameCard({ room, game }: { room: RoomState; game: GuessGame }) {
  const { t } = useT(['room']);
  const [picked, setPicked] = useState<GuessOption | null>(null);
  const open = game.status === GuessStatus.Open;
  const result = game.options.find((o) => o.optionId === game.result);
  return (
    <article className="live-guess-game" data-guess={game.guessId} data-status={game.status}>
      <p className="live-guess-question">{question(t, game)}</p>
      <div className="live-guess-options" role="group" aria-label={question(t, game)}>
        {game.options.map((option) => (
          <button
            key={option.optionId}
            type="button"
            className="live-guess-option"
            aria-pressed={picked?.optionId === option.optionId}
            data-result={option.optionId === game.result || undefined}
            disabled={!open}
            onClick={() => setPicked(picked?.optionId === option.optionId ? null : option)}
          >
            <span>{optionLabel(t, option.key, game)}</span>
            <strong>
              <Num>{formatOdds(option.odds, OddsType.Europe)}</Num>
            </strong>
          </button>
        ))}
      </div>
      {result && <p className="live-muted">{t('room:guess.result', { option: optionLabel(t, result.key, game) })}</p>}
      {open && picked && <GuessForm room={room} game={game} option={picked} onDone={() => setPicked(null)} />}
    </article>
  );
}

/** The coins field of a picked option, its return, and the place button; refusals show under it. */
function GuessForm({
  room,
  game,
  option,
  onDone,
}: {
  room: RoomState;
  game: GuessGame;
  option: GuessOption;
  onDone: () => void;
}) {
  const { t } = useT(['room']);
  const toast = useToast();
  const [ref, host] = useHostElement();
  const [amount, setAmount] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const { placing } = useSnapshot(room.games);
  const returns = guessReturn(amount, option.odds);
  const fieldId = `guess-amount-${option.optionId}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!requireLogin('live-guess', host())) return;
    const refused = await placeGuess(room.liveRoomId, game, option, amount);
    setRefusal(refused);
    if (refused) return;
    toast({ title: t('room:guess.placed'), kind: 'success' });
    onDone();
  };
  return (
    <div ref={ref}>
      <form className="live-guess-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor={fieldId}>{t('room:guess.amount', { option: optionLabel(t, option.key, game) })}</label>
        <div className="live-guess-row">
          <input
            id={fieldId}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={`${fieldId}-msg`}
            onChange={(e) => {
              setAmount(e.target.value);
              setRefusal(null);
            }}
          />
          {QUICK_COINS.map((coins) => (
            <button key={coins} type="button" className="live-chip" onClick={() => setAmount(coins)}>
              {coins}
            </button>
          ))}
        </div>
        <p id={`${fieldId}-msg`} className={refusal ? 'live-error' : 'live-muted'} role={refusal ? 'alert' : undefined}>
          {refusal ? t(refusal) : returns ? t('room:guess.returns', { amount: returns }) : '\u00a0'}
        </p>
        <button type="submit" className="sport-button" disabled={placing}>
          {t('room:guess.place')}
        </button>
      </form>
    </div>
  );
}
