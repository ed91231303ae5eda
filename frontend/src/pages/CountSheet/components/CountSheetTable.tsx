import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CountSheetRow } from '../../../services/stocktake';
import { difference, type Counts } from '../countSheet';

/** The largest quantity the API takes. */
const MAX_QUANTITY = 10_000_000;

interface Props {
  rows: CountSheetRow[];
  counts: Counts;
  /** Without it the counted column stays blank (a reader's printed sheet). */
  onCount?: (model: string, counted: number | undefined) => void;
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** Focuses the counted field of the row after `index`: Enter walks down the sheet. */
function focusRow(index: number) {
  document.querySelector<HTMLInputElement>(`[data-count-row="${index}"] input`)?.focus();
}

/**
 * The sheet itself, the same on screen and on paper: every product with its system quantity and a
 * counted column (a field on screen, a blank box on paper) and the difference once counted.
 */
export function CountSheetTable({ rows, counts, onCount }: Props) {
  const { t } = useTranslation('countSheet');
  return (
    <table className="tb-count-table" data-testid="count-sheet-table">
      <thead>
        <tr>
          <th className="tb-count-wide tb-count-index">#</th>
          <th className="tb-count-wide">{t('fields.code')}</th>
          <th>{t('fields.productModel')}</th>
          <th className="tb-count-wide">{t('fields.category')}</th>
          <th className="tb-count-number">
            <span className="tb-count-long">{t('fields.system')}</span>
            <span className="tb-count-short">{t('fields.systemShort')}</span>
          </th>
          <th className="tb-count-counted">{t('fields.counted')}</th>
          <th className="tb-count-number">
            <span className="tb-count-long">{t('fields.difference')}</span>
            <span className="tb-count-short">{t('fields.differenceShort')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const counted = counts[row.product_model];
          const diff = difference(row, counts);
          return (
            <tr key={row.product_model} data-testid="count-sheet-row" data-model={row.product_model}>
              <td className="tb-count-wide tb-count-index">{index + 1}</td>
              <td className="tb-count-wide">{row.product_code}</td>
              <td>
                <div className="tb-count-model">{row.product_model}</div>
                <div className="tb-count-narrow-meta">
                  {row.product_code} · {row.category}
                </div>
              </td>
              <td className="tb-count-wide">{row.category}</td>
              <td className="tb-count-number" data-testid="count-sheet-system">
                {row.system_quantity}
              </td>
              <td className="tb-count-counted" data-count-row={index}>
                {onCount ? (
                  <InputNumber
                    className="tb-no-print"
                    aria-label={t('countedOf', { model: row.product_model })}
                    min={0}
                    max={MAX_QUANTITY}
                    precision={0}
                    controls={false}
                    value={counted ?? null}
                    onChange={(value) =>
                      onCount(row.product_model, value === null ? undefined : Number(value))
                    }
                    onPressEnter={() => focusRow(index + 1)}
                    style={{ width: '100%' }}
                  />
                ) : null}
                <span className="tb-count-print-value">{counted ?? ''}</span>
              </td>
              <td
                className={`tb-count-number${diff ? (diff > 0 ? ' tb-count-gain' : ' tb-count-loss') : ''}`}
                data-testid="count-sheet-difference"
              >
                {diff === undefined ? '' : signed(diff)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
