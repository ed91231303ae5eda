import { ApiProperty } from '@nestjs/swagger';

/** One rate's net and tax amounts. */
export class VatRateView {
  /** Percent. */
  rate: number;
  net_amount: number;
  tax_amount: number;
}

/** One side's amounts: output (sales, sales returns subtracting) or input (purchases, purchase returns subtracting). */
export class VatSideView {
  net_amount: number;
  tax_amount: number;
  @ApiProperty({ type: [VatRateView] })
  by_rate: VatRateView[];
}

export class VatMonthView {
  /** YYYY-MM. */
  month: string;
  output_tax: number;
  input_tax: number;
  tax_payable: number;
}

/** GET /reports/vat: the tax charged on sales and reclaimed on purchases dated in the range. */
export class VatView {
  @ApiProperty({ format: 'date' }) start_date: string;
  @ApiProperty({ format: 'date' }) end_date: string;
  output: VatSideView;
  input: VatSideView;
  /** output.tax_amount − input.tax_amount. */
  tax_payable: number;
  @ApiProperty({ type: [VatMonthView] })
  months: VatMonthView[];
}
