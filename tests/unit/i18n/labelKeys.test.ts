// Every sport, match status, odds format and accept mode of the domain enums has a translated label.
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  MatchStatus,
  OddsAccept,
  OddsType,
  SPORT_ID_READINGS,
  type SportKey,
} from '../../../src/domain/enums';
import { changeLanguage, createI18n } from '../../../src/i18n/instance';
import { matchStatusLabelKey, sportLabelKey } from '../../../src/i18n/labelKeys';
import { acceptModeLabelKey, oddsFormatLabelKey } from '../../../src/i18n/settingLabelKeys';

const keys = [
  ...(Object.keys(SPORT_ID_READINGS.main) as SportKey[]).map(sportLabelKey),
  ...Object.values(MatchStatus).map(matchStatusLabelKey),
  ...Object.values(OddsType).map(oddsFormatLabelKey),
  ...Object.values(OddsAccept).map(acceptModeLabelKey),
];

describe('label keys', () => {
  it('cover the 17 sports, 10 match statuses, 4 odds formats and 3 accept modes', () => {
    expect(new Set(keys).size).toBe(17 + 10 + 4 + 3);
  });

  it('resolve to text in all nine languages', async () => {
    const i18n = await createI18n('CMN', ['common', 'settings']);
    for (const lang of LANGUAGES) {
      await changeLanguage(i18n, lang);
      for (const key of keys) expect(i18n.exists(key), `${lang}: ${key}`).toBe(true);
    }
  });

  it('name the spec §3 statuses and settings in English', async () => {
    const i18n = await createI18n('ENG', ['common', 'settings']);
    expect(i18n.t(matchStatusLabelKey(MatchStatus.CoverageLost))).toBe('Coverage lost');
    expect(i18n.t(sportLabelKey('tabletennis'))).toBe('Table tennis');
    expect(i18n.t(oddsFormatLabelKey(OddsType.Malaysia))).toBe('Malay odds');
    expect(i18n.t(acceptModeLabelKey(OddsAccept.Best))).toBe('Accept better odds');
    expect(i18n.t(acceptModeLabelKey(OddsAccept.All))).toBe('Accept any odds');
  });
});
