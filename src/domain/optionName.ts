// An outcome named with its team where the option alone says little: "Liverpool -1", not "-1" (the detail's
// markets and a live room's live bets show options this way).

/** The option with its name completed by its team; a 1X2's "1" or "2" is the team itself, a handicap keeps its line. */
export function teamNamed<T extends { readonly name: string; readonly teamName?: string }>(option: T): T {
  if (!option.teamName || option.name.includes(option.teamName) || !/^[-+]?\d/.test(option.name)) return option;
  return { ...option, name: /^[12]$/.test(option.name) ? option.teamName : `${option.teamName} ${option.name}` };
}
