// The reserve (scheduled) bet form: target odds within the range of the reserve info, stake within the
// server's reserve limits, and the messages of a refusal.
import { useId } from 'react';
import { PickText } from '../../ui/PickText';
import { useSnapshot } from 'valtio/react';
import { formatOdds, priceFormat } from '../../domain/oddsDisplay';
import { closeReserve, createReserve, reserveForm } from '../../state/slip/reserve';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../ui/i18n';
import { useOddsFormat } from './useSlip';
import { withPickCss } from './pickCss';

/** The reserve form as a dialog, open while a pick is being reserved. */
export function ReserveForm({ sheet }: { sheet: boolean }) {
  const { t } = useT(['slip']);
  const form = useSnapshot(reserveForm());
  const id = useId();
  const pick = form.pick;
  const format = priceFormat(useOddsFormat(), pick?.line);
  return (
    <Dialog open={!!pick} sheet={sheet} title={t('slip:reserve.title')} onClose={closeReserve}>
      {pick && (
        <form
          ref={withPickCss}
          className="slip-reserve"
          onSubmit={(e) => {
            e.preventDefault();
            void createReserve();
          }}
        >
          <p>
            {pick.league} · {pick.home} - {pick.away}
          </p>
          <p>
            {pick.marketName} ·{' '}
            <strong>
              <PickText
                pick={{
                  type: pick.type,
                  optionName: pick.optionName,
                  home: pick.home,
                  away: pick.away,
                  line: pick.line,
                }}
              />
            </strong>
          </p>
          {form.loading ? (
            <p role="status">{t('common:loading')}</p>
          ) : (
            <>
              <p>{t('slip:reserve.current', { odds: formatOdds(form.currentOdds, format) })}</p>
              <label htmlFor={`${id}-odds`}>{t('slip:reserve.target')}</label>
              <input
                id={`${id}-odds`}
                inputMode="decimal"
                value={form.target}
                onChange={(e) => (reserveForm().target = e.target.value)}
                aria-describedby={`${id}-range`}
              />
              <small id={`${id}-range`}>
                {t('slip:reserve.range', {
                  min: formatOdds(form.minOdds, format),
                  max: formatOdds(form.maxOdds, format),
                })}
              </small>
              <label htmlFor={`${id}-stake`}>{t('slip:stake')}</label>
              <input
                id={`${id}-stake`}
                inputMode="decimal"
                value={form.stake}
                placeholder={
                  form.limit ? t('slip:limits', { min: form.limit.minStake, max: form.limit.maxStake }) : undefined
                }
                onChange={(e) => (reserveForm().stake = e.target.value)}
              />
            </>
          )}
          {form.message && (
            <p className="slip-error" role="alert">
              {t(form.message.key, form.message.values)}
            </p>
          )}
          <button type="submit" className="sport-button" disabled={form.loading || form.sending}>
            {t('slip:reserve.submit')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
