// An outright's contenders in its row: favourites first as its odds rank them (a locked price last), the first 8
// and then all, and a search box that narrows a long field by name.
import { useState, type ReactNode } from 'react';
import type { Option } from '../../domain/types';
import { viewCssRef } from '../../ui/viewCss';
import { useT } from '../../ui/i18n';
import outrightCss from './outright.css?inline';

/** Adopts the contenders' rules into the element's shadow root as they attach. */
const withCss = viewCssRef(outrightCss);

/** Contenders an outright shows before "show all". */
const OUTRIGHT_SHOWN = 8;

/** An outright's contenders, favourites first as its odds rank them (a locked price last): the first 8, then all; a
    search box narrows a long field by name. */
export default function OutrightOptions({
  options,
  render,
}: {
  options: readonly Option[];
  render: (option: Option) => ReactNode;
}) {
  const { t, ready } = useT(['explore']);
  const [all, setAll] = useState(false);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const sorted = [...options].sort((a, b) => (a.odds || Infinity) - (b.odds || Infinity));
  const found = needle ? sorted.filter((o) => o.name.toLowerCase().includes(needle)) : sorted;
  // The search box and the link come with their words (the view's namespace loads lazily): never a nameless control.
  const many = ready && options.length > OUTRIGHT_SHOWN;
  return (
    <div ref={withCss} className="sport-contenders">
      {many && (
        <input
          type="search"
          value={query}
          placeholder={t('explore:outright.search')}
          aria-label={t('explore:outright.search')}
          onChange={(e) => setQuery(e.target.value)}
        />
      )}
      {(all || needle ? found : found.slice(0, OUTRIGHT_SHOWN)).map(render)}
      {many && !needle && (
        <button type="button" className="sport-link" aria-expanded={all} onClick={() => setAll(!all)}>
          {t(all ? 'explore:outright.fewer' : 'explore:outright.all', { count: options.length })}
        </button>
      )}
    </div>
  );
}
