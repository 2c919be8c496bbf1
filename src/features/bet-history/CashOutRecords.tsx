// Early-settlement details: every cash-out record of an order (principal settled, return, time), in a dialog.
import { useState } from 'react';
import { roundMoney } from '../../domain/exactMoney';
import type { BetOrder } from '../../domain/types';
import { formatMatchTime } from '../../i18n/dates';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../ui/i18n';

/** A link showing the count of cash-outs that opens their details. */
export function CashOutRecordsButton({ order }: { order: BetOrder }) {
  const { t, lang } = useT(['history']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="sport-link history-records-button" onClick={() => setOpen(true)}>
        {t('history:cashOut.records', { count: order.cashOutList.length })}
      </button>
      <Dialog open={open} title={t('history:cashOut.recordsTitle')} onClose={() => setOpen(false)}>
        <table className="history-records" part="cash-out-records">
          <thead>
            <tr>
              <th scope="col">{t('history:cashOut.recordTime')}</th>
              <th scope="col">{t('history:cashOut.recordPrincipal')}</th>
              <th scope="col">{t('history:cashOut.recordAmount')}</th>
            </tr>
          </thead>
          <tbody>
            {order.cashOutList.map((record) => (
              <tr key={record.id} data-record={record.id}>
                <td>{formatMatchTime(record.time, lang)}</td>
                <td data-field="record-principal">{roundMoney(record.principal)}</td>
                <td data-field="record-amount">{roundMoney(record.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Dialog>
    </>
  );
}
