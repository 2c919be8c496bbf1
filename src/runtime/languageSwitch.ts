// The server names leagues, teams, markets and options in the request's language: whatever holds server text
// asks again when the bettor switches language.
import { getRuntime } from './runtime';

/** Calls `fn` after each switch of the configured language (not on other config changes); returns the stop. */
export function onLanguageSwitch(fn: () => void): () => void {
  const { config } = getRuntime();
  let lang = config.get().lang;
  return config.listen((next) => {
    if (next.lang === lang) return;
    lang = next.lang;
    fn();
  });
}
