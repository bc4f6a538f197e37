import { formatChf } from '@portal/shared-ui/form';

export interface AmountRow {
  label: string;
  amount: number;
}

/** A short list of CHF amounts (totals, deficit) as a description list. */
export function AmountSummary({ rows, className }: { rows: AmountRow[]; className?: string }) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{formatChf(row.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
