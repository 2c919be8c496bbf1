// The phone list's market switcher (issue 29): which market every row shows, 1X2, handicap or total, as phone
// sportsbooks do. Native radio buttons, so arrow keys move the choice in every browser; loaded and shown on a phone
// only (MatchList), where a row has room for one market.
import { ROW_MARKET_KINDS, type RowMarketKind } from '../../domain/rowMarkets';
import { viewCssRef } from '../../ui/viewCss';
import { useListContext } from './listContext';
import switchCss from './market-switch.css?inline';

const withSwitchCss = viewCssRef(switchCss);

export default function MarketSwitch({
  value,
  onChange,
}: {
  value: RowMarketKind;
  onChange: (kind: RowMarketKind) => void;
}) {
  const { t } = useListContext();
  return (
    <fieldset ref={withSwitchCss} className="sport-market-switch" part="market-switch">
      <legend className="sport-visually-hidden">{t('matches:market.label')}</legend>
      {ROW_MARKET_KINDS.map((kind) => (
        <label key={kind}>
          <input
            type="radio"
            name="sport-market"
            value={kind}
            checked={kind === value}
            onChange={() => onChange(kind)}
          />
          <span>{t(`matches:market.${kind}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
