// The user settings of spec §2 (odds format, accept-odds mode, UI version) and, for a logged-in user, the goal
// push settings (spec §3 User.setting, §6), saved to system/cfg/set and applied live to every element; and the
// rules pages (general sports, parlay, early settlement).
import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { OddsAccept, OddsType } from '../../domain/enums';
import {
  acceptModeHintKey,
  acceptModeLabelKey,
  oddsFormatHintKey,
  oddsFormatLabelKey,
} from '../../i18n/settingLabelKeys';
import { session, type UiVersion } from '../../state/session/session';
import {
  ACCEPT_MODES,
  changeGoalPush,
  changeSettings,
  GOAL_PUSH_LISTS,
  ODDS_FORMATS,
  UI_VERSIONS,
  type GoalPushPatch,
  type SettingsPatch,
} from '../../state/session/settings';
import { Dialog } from '../../ui/Dialog';
import { StateView } from '../../ui/StateView';
import { Tabs, tabPanelProps } from '../../ui/Tabs';
import { useT } from '../../ui/i18n';
import { useOddsFormat } from './useSlip';
import { withPickCss } from './pickCss';

function Choice<V extends string | number>({
  legend,
  name,
  values,
  value,
  label,
  hint,
  onChange,
}: {
  legend: string;
  name: string;
  values: readonly V[];
  value: V;
  label: (v: V) => string;
  /** A one-line explanation under a choice. */
  hint?: (v: V) => string;
  onChange: (v: V) => void;
}) {
  return (
    <fieldset ref={withPickCss} className="slip-choice">
      <legend>{legend}</legend>
      {values.map((v) => (
        <label key={v}>
          <input type="radio" name={name} checked={v === value} onChange={() => onChange(v)} /> {label(v)}
          {hint && <small className="slip-choice-hint">{hint(v)}</small>}
        </label>
      ))}
    </fieldset>
  );
}

const SETTINGS_NAMESPACES = ['slip', 'settings'];

/** i18n keys of the acceptList flags, by index (spec §6: 0 favourites, 1 bet matches, 2 all goals). */
const GOAL_PUSH_LIST_KEYS = ['favourites', 'betMatches', 'allGoals'] as const;

/** Goal notifications: the acceptPush switch and, while it is on, the acceptList flags. */
function GoalPushChoice({
  setting,
  onChange,
}: {
  setting: { readonly acceptPush: boolean; readonly acceptList: readonly number[] };
  onChange: (patch: GoalPushPatch) => void;
}) {
  const { t } = useT(SETTINGS_NAMESPACES);
  const flags = GOAL_PUSH_LISTS.map((i) => (setting.acceptList[i] ? 1 : 0));
  return (
    <fieldset ref={withPickCss} className="slip-choice" data-setting="goal-push">
      <legend>{t('settings:goalPush.title')}</legend>
      <label>
        <input
          type="checkbox"
          role="switch"
          name="accept-push"
          checked={setting.acceptPush}
          onChange={(e) => onChange({ acceptPush: e.target.checked })}
        />{' '}
        {t('settings:goalPush.accept')}
      </label>
      {setting.acceptPush && (
        <fieldset ref={withPickCss} className="slip-choice">
          <legend>{t('settings:goalPush.which')}</legend>
          {GOAL_PUSH_LISTS.map((i) => (
            <label key={i}>
              <input
                type="checkbox"
                name="accept-list"
                value={i}
                checked={flags[i] === 1}
                onChange={(e) => onChange({ acceptList: flags.map((f, j) => (j === i ? +e.target.checked : f)) })}
              />{' '}
              {t(`settings:goalPush.${GOAL_PUSH_LIST_KEYS[i]}`)}
            </label>
          ))}
        </fieldset>
      )}
    </fieldset>
  );
}

/** The settings panel. */
export function SettingsDialog({ open, sheet, onClose }: { open: boolean; sheet: boolean; onClose: () => void }) {
  // The one-line explanations are a namespace of their own, downloaded with this dialog, not with the slip.
  const { t, ready } = useT(SETTINGS_NAMESPACES);
  const { settings, user } = useSnapshot(session());
  const format = useOddsFormat();
  const [error, setError] = useState<string | null>(null);
  const change = (patch: SettingsPatch) => void changeSettings(patch).then(setError);
  const changePush = (patch: GoalPushPatch) => void changeGoalPush(patch).then(setError);
  return (
    <Dialog open={open} sheet={sheet} title={t('common:settings')} onClose={onClose}>
      {/* Nothing until the explanations' namespace is there: a label never shows its key. */}
      {ready ? (
        <>
          <Choice<OddsType>
            legend={t('settings:oddsFormat.title')}
            name="odds"
            values={ODDS_FORMATS}
            value={format}
            label={(v) => t(oddsFormatLabelKey(v))}
            hint={(v) => t(oddsFormatHintKey(v))}
            onChange={(oddsFormat) => change({ oddsFormat })}
          />
          <Choice<OddsAccept>
            legend={t('settings:acceptMode.title')}
            name="accept"
            values={ACCEPT_MODES}
            value={settings.accept}
            label={(v) => t(acceptModeLabelKey(v))}
            hint={(v) => t(acceptModeHintKey(v))}
            onChange={(accept) => change({ accept })}
          />
          <Choice<UiVersion>
            legend={t('settings:uiVersion')}
            name="ui"
            values={UI_VERSIONS}
            value={settings.uiVersion}
            label={(v) => t(`slip:ui.${v === 'old' ? 'old' : 'v22'}`)}
            onChange={(uiVersion) => change({ uiVersion })}
          />
          {user && <GoalPushChoice setting={user.setting} onChange={changePush} />}
          {error && (
            <p className="slip-error" role="alert">
              {t(error)}
            </p>
          )}
        </>
      ) : (
        <StateView kind="loading" />
      )}
    </Dialog>
  );
}

const RULES = ['general', 'sports', 'parlay', 'early'] as const;

/** The sports whose own settlement rules the sports page tells (namespace sportRules, loaded with the dialog). */
const RULE_SPORTS = ['football', 'basketball', 'tennis', 'volleyball', 'hockey', 'tabletennis'] as const;

/** The rules pages as tabs of one dialog; each sport's rules on a page of their own, under its name. */
export function RulesDialog({ open, sheet, onClose }: { open: boolean; sheet: boolean; onClose: () => void }) {
  const { t } = useT(['slip', 'sportRules']);
  const [page, setPage] = useState<(typeof RULES)[number]>('general');
  return (
    <Dialog open={open} sheet={sheet} title={t('slip:rules')} onClose={onClose}>
      <Tabs
        items={RULES.map((key) => ({
          key,
          label: key === 'sports' ? t('sportRules:tab') : t(`slip:rulesPage.${key}`),
        }))}
        selected={page}
        onSelect={setPage}
        label={t('slip:rules')}
        idPrefix="slip-rules"
      />
      <div ref={withPickCss} {...tabPanelProps('slip-rules', page)} className="slip-rules-text">
        {page === 'sports' ? (
          RULE_SPORTS.map((sport) => (
            <section key={sport} className="slip-rules-sport">
              <h3>{t(`sportRules:sport.${sport}.name`)}</h3>
              <p>{t(`sportRules:sport.${sport}.text`)}</p>
            </section>
          ))
        ) : (
          <p>{t(`slip:rulesText.${page}`)}</p>
        )}
      </div>
    </Dialog>
  );
}
