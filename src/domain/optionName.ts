// An outcome named with its team where the option alone says little: "Liverpool -1", not "-1" (the detail's
// markets and a live room's live bets show options this way).

/**
 * The option with its name completed by its team; a 1X2's "1" or "2" is the team itself, a handicap keeps its line,
 * isolated left to right (LRI … PDI) after the team: beside an Arabic name a bare "+1" showed as "1+" (issue 29).
 */
export function teamNamed<T extends { readonly name: string; readonly teamName?: string }>(option: T): T {
  if (!option.teamName || option.name.includes(option.teamName) || !/^[-+]?\d/.test(option.name)) return option;
  return {
    ...option,
    name: /^[12]$/.test(option.name) ? option.teamName : `${option.teamName} \u2066${option.name}\u2069`,
  };
}

/** What a pick says it is on, wherever it shows (issue 28 item 1). */
export interface PickSideInput {
  /** The option's type: H home, A away, D draw, O over, U under… */
  type?: string;
  /** The option's own name: '1', 'X', '2', a line ('-0.25'), 'Over 2.5'… */
  optionName: string;
  /** The team the option is on, when known (a history leg, an option's na). */
  team?: string;
  home?: string;
  away?: string;
  line?: string;
}

/**
 * The side of a pick named in words: a 1X2 or moneyline pick is its team winning ("Fulham to win"), a draw is a
 * draw, a handicap is its team and line ("Newcastle United -0.25"), a total keeps its words ("Over 2.5").
 */
export type PickSide =
  | { kind: 'toWin'; team: string }
  | { kind: 'draw' }
  | { kind: 'line'; team: string; line: string }
  | { kind: 'plain'; text: string; line?: string };

const LINE = /^[-+−]?\d+(\.\d+)?$/;

export function pickSide(p: PickSideInput): PickSide {
  const name = p.optionName.trim();
  const sideTeam = p.type === 'H' ? p.home : p.type === 'A' ? p.away : undefined;
  const codeTeam = name === '1' ? p.home : name === '2' ? p.away : undefined;
  if (p.type === 'D' || /^x$/i.test(name)) return { kind: 'draw' };
  if (name === '1' || name === '2') {
    const team = p.team || sideTeam || codeTeam;
    if (team) return { kind: 'toWin', team };
  }
  if (LINE.test(name)) {
    const team = p.team || sideTeam;
    if (team) return { kind: 'line', team, line: name };
  }
  if (p.team && !name.includes(p.team) && p.type !== 'O' && p.type !== 'U')
    return { kind: 'line', team: p.team, line: name };
  const line = p.line && !name.includes(p.line) ? p.line : undefined;
  return { kind: 'plain', text: name, line };
}
