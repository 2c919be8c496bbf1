// Choosing which of one's titles shows beside one's name (user/title/all/info, list/info, set/info): every level
// title and VIP level as its icon, the ones not earned yet shown locked, the current one of each type marked.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { TitleType, type UserTitle } from '../../domain/titles';
import { chooseTitle, loadMyTitles, titlesState } from '../../state/session/titles';
import { Dialog } from '../Dialog';
import { useT } from '../i18n';
import { TitleIcon, adoptTitleCss, useTitleName } from './TitleIcons';

/** The title picker dialog. */
export default function TitlePicker({ onClose }: { onClose: () => void }) {
  const { t } = useT(['titles']);
  const state = useSnapshot(titlesState());
  const [errorKey, setErrorKey] = useState<string | null>(null);
  useEffect(() => void loadMyTitles(), []);
  const choose = async (titleId: string) => {
    const failure = await chooseTitle(titleId);
    setErrorKey(failure ? 'titles:failed' : null);
  };
  const groups = [
    { type: TitleType.Level, label: t('titles:levelGroup') },
    { type: TitleType.Vip, label: t('titles:vipGroup') },
  ];
  return (
    <Dialog open title={t('titles:mine')} onClose={onClose}>
      <div ref={adoptTitleCss} className="sport-titles">
        <p className="sport-titles-hint">{t('titles:hint')}</p>
        {state.status === 'error' && (
          <p className="sport-titles-error" role="alert">
            {t(state.errorKey ?? 'errors:loadFailed')}{' '}
            <button type="button" onClick={() => void loadMyTitles(true)}>
              {t('common:retry')}
            </button>
          </p>
        )}
        {errorKey && (
          <p className="sport-titles-error" role="alert">
            {t(errorKey)}
          </p>
        )}
        {state.status === 'loading' && state.all.length === 0 && <p>{t('common:loading')}</p>}
        {groups.map((group) => (
          <section key={group.type} aria-label={group.label}>
            <h3>{group.label}</h3>
            <ul className="sport-titles-list">
              {state.all
                .filter((title) => title.type === group.type)
                .map((title) => (
                  <TitleChoice
                    key={title.titleId}
                    title={title}
                    mine={state.mine.find((m) => m.titleId === title.titleId)}
                    saving={state.saving === title.titleId}
                    onChoose={() => void choose(title.titleId)}
                  />
                ))}
            </ul>
          </section>
        ))}
      </div>
    </Dialog>
  );
}

function TitleChoice({
  title,
  mine,
  saving,
  onChoose,
}: {
  title: UserTitle;
  mine: UserTitle | undefined;
  saving: boolean;
  onChoose: () => void;
}) {
  const { t } = useT(['titles']);
  const name = useTitleName()(title);
  return (
    <li data-title={title.titleId} data-owned={Boolean(mine)} data-current={mine?.isCurrent || undefined}>
      <TitleIcon title={title} />
      <span className="sport-titles-name">{name}</span>
      {!mine ? (
        <span className="sport-titles-state">{t('titles:locked')}</span>
      ) : mine.isCurrent ? (
        <span className="sport-titles-state" aria-current="true">
          {t('titles:current')}
        </span>
      ) : (
        <button type="button" className="sport-button" disabled={saving} onClick={onChoose}>
          {t('titles:use')}
        </button>
      )}
    </li>
  );
}
