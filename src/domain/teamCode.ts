// A team's short code for a narrow table (issue 29: the phone's period table): "Guangdong Tigers" → "GT",
// "Fulham" → "FUL", "广东宏远" → "广东", "ريال مدريد" → "ريال"; the two sides of a match never share one.

function codeOf(name: string, fromLast = false): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  // Chinese and Japanese names: two characters (a place name); another script without capitals (Arabic, Thai) is
  // never cut into letters: a whole word.
  if (/[\u3040-\u9fff]/.test(words[0])) return [...words[0]].slice(0, 2).join('');
  const cased = words[0].toUpperCase() !== words[0].toLowerCase();
  if (!cased) return words[fromLast ? words.length - 1 : 0];
  if (words.length > 1 && !fromLast)
    return words
      .slice(0, 3)
      .map((w) => [...w][0].toUpperCase())
      .join('');
  return [...words[fromLast ? words.length - 1 : 0]].slice(0, 3).join('').toUpperCase();
}

/** Short codes of a match's two teams, different from each other where their names are. */
export function teamCodes(home: string, away: string): [string, string] {
  const codes: [string, string] = [codeOf(home), codeOf(away)];
  if (codes[0] === codes[1] && home !== away) return [codeOf(home, true), codeOf(away, true)];
  return codes;
}
