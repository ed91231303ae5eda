import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { messageOr } from '../services/errors';
import './printSheet.css';

interface BodyProps {
  /** Why the sheet did not load, and what that says when the server gives no reason. */
  error: unknown;
  failedText: string;
  /** The sheet's own class, which its skeleton takes too, and the skeleton's rows. */
  sheetClassName: string;
  skeletonRows?: number;
  /** The sheet, once its data has loaded (null until then). */
  children: ReactNode;
}

/** Below a printout's toolbar: the failure (not printed), the sheet, or its skeleton while it loads. */
export function PrintSheetBody({
  error,
  failedText,
  sheetClassName,
  skeletonRows = 12,
  children,
}: BodyProps) {
  if (error) {
    return (
      <Alert
        className="tb-no-print"
        type="error"
        showIcon
        message={messageOr(error, failedText)}
        style={{ marginBottom: 16 }}
      />
    );
  }
  return (
    children ?? (
      <div className={`tb-sheet ${sheetClassName}`}>
        <Skeleton active paragraph={{ rows: skeletonRows }} />
      </div>
    )
  );
}

/** A sheet table's head: its text columns, then its figures' (right-aligned). */
export function SheetHead({ text, figures }: { text: string[]; figures: string[] }) {
  return (
    <thead>
      <tr>
        {text.map((label, index) => (
          <th key={`text-${index}`}>{label}</th>
        ))}
        {figures.map((label, index) => (
          <th key={`figure-${index}`} className="tb-num">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

interface TableProps {
  /** The heading above the table, if it has one. */
  title?: string;
  testId?: string;
  /** The column titles: text columns first, then the figures'. */
  text: string[];
  figures: string[];
  /** The body and foot. */
  children: ReactNode;
  /**
   * A table of lines: on a phone each line reads as one entry (its figure cells carry their labels in
   * `data-label`, see printSheet.css) instead of a table wider than the screen.
   */
  lines?: boolean;
}

/** A table of figures on a sheet, under its heading. */
export function SheetTable({ title, testId, text, figures, children, lines = false }: TableProps) {
  return (
    <>
      {title ? <h2>{title}</h2> : null}
      <table
        className={`tb-sheet-table tb-sheet-figures${lines ? ' tb-sheet-lines' : ''}`}
        data-testid={testId}
      >
        <SheetHead text={text} figures={figures} />
        {children}
      </table>
    </>
  );
}

/** A statement's summary: one row of figures, each its label, value and, for tests, a test id. */
export function SheetSummary({ figures }: { figures: [label: string, value: string, testId?: string][] }) {
  return (
    <table className="tb-sheet-table tb-sheet-figures tb-statement-summary">
      <tbody>
        <tr>
          {figures.map(([label, value, testId]) => (
            <td key={label}>
              {label}
              <strong data-testid={testId}>{value}</strong>
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
