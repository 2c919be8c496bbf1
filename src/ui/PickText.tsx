// A pick's side named in words, in the bettor's language, wherever a pick shows (issue 28 item 1): "Fulham to win",
// "Draw", "Newcastle United -0.25", "Over 2.5"; its line isolated left to right. Texts in the common namespace.
import type { TFunction } from 'i18next';
import { pickSide, type PickSideInput } from '../domain/optionName';
import { useT } from './i18n';
import { Num } from './Num';

/** Plain text has no <bdi>: a team name keeps its own order in any sentence between first-strong isolates, a line
   reads left to right between left-to-right isolates (a toast in Arabic naming "Newcastle United -0.25"). */
const isolated = (text: string) => `\u2068${text}\u2069`;
const leftToRight = (text: string) => `\u2066${text}\u2069`;

/** The side as a plain string (toasts, labels). */
export function pickSideText(t: TFunction, p: PickSideInput): string {
  const side = pickSide(p);
  switch (side.kind) {
    case 'toWin':
      return t('common:pick.toWin', { team: isolated(side.team) });
    case 'draw':
      return t('common:pick.draw');
    case 'line':
      return `${isolated(side.team)} ${leftToRight(side.line)}`;
    default:
      return side.line ? `${side.text} ${leftToRight(side.line)}` : side.text;
  }
}

/** A sentence with the team in it, the team isolated (<bdi>) from the words around it. */
function WithTeam({ text, team }: { text: string; team: string }) {
  const at = text.indexOf(MARK);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <bdi>{team}</bdi>
      {text.slice(at + MARK.length)}
    </>
  );
}

/** Stands for the team in the translated sentence, then replaced by the isolated name. */
const MARK = '\u0000team\u0000';

/** The side as markup: the team's words, the line as an isolated number. */
export function PickText({ pick }: { pick: PickSideInput }) {
  const { t } = useT();
  const side = pickSide(pick);
  const words =
    side.kind === 'toWin' ? (
      <WithTeam text={t('common:pick.toWin', { team: MARK })} team={side.team} />
    ) : side.kind === 'draw' ? (
      t('common:pick.draw')
    ) : null;
  return (
    <span className="pick-side" data-field="pick-side">
      {words ??
        (side.kind === 'line' ? (
          <>
            <bdi>{side.team}</bdi> <Num>{side.line}</Num>
          </>
        ) : side.kind === 'plain' ? (
          <>
            {side.text}
            {side.line && (
              <>
                {' '}
                <Num>{side.line}</Num>
              </>
            )}
          </>
        ) : null)}
    </span>
  );
}
