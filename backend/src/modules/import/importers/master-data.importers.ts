import { HttpException, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import Decimal from 'decimal.js';
import { CreatePartnerDto } from '../../partners/dto/partner.dto';
import { Partner } from '../../partners/partner.entity';
import { mapPartner, PartnersService } from '../../partners/partners.service';
import { CreateProductPriceDto } from '../../prices/dto/product-price.dto';
import { PricesService } from '../../prices/prices.service';
import { CreateProductDto } from '../../products/dto/product.dto';
import { Product } from '../../products/product.entity';
import { mapProduct, ProductsService } from '../../products/products.service';
import { ImportContext, Outcome, validated } from '../import-context';
import { ImportRow } from '../import-rows';
import { FieldRule, refusal, RetryRowByRow, RowImporter, RowResult } from './importer';

/**
 * Whether every field the row gives equals the stored view. A column the file does not have is left as
 * it is (undefined); an empty cell of a column it has clears the field (null). A decimal arrives as
 * text ("5000.00") where the view has a number (5000).
 */
function same(view: object, wanted: object): boolean {
  const stored = view as Record<string, unknown>;
  return Object.entries(wanted).every(([key, value]) => {
    if (value === undefined) return true;
    const current = stored[key] ?? null;
    if (typeof current === 'number' && typeof value === 'string') return new Decimal(value).eq(current);
    return current === (value ?? null);
  });
}

/**
 * Partners, matched by code (a row without a code by short name): an existing partner is updated
 * (its short name and code stay locked, as on PUT), a new one created; a row equal to the stored
 * partner writes nothing.
 */
@Injectable()
export class PartnersImporter implements RowImporter {
  constructor(private readonly partners: PartnersService) {}

  async write(row: ImportRow, ctx: ImportContext): Promise<Outcome> {
    const dto = await validated(CreatePartnerDto, row.values);
    const m = ctx.tx.manager;
    const existing =
      (dto.code ? await m.findOneBy(Partner, { code: dto.code }) : null) ??
      (await m.findOneBy(Partner, { short_name: dto.short_name }));
    if (!existing) {
      await ctx.write(() => this.partners.createIn(ctx.tx, dto));
      return 'created';
    }
    const wanted = { ...dto, code: dto.code ?? existing.code };
    if (same(mapPartner(existing), wanted)) return 'unchanged';
    await ctx.write(() => this.partners.updateIn(ctx.tx, existing.short_name, wanted));
    return 'updated';
  }

  readonly refusalFields: FieldRule[] = [
    [/short name/, 'short_name'],
    [/code/, 'code'],
    [/credit limit/, 'credit_limit'],
    [/payment terms/, 'payment_terms_days'],
    [/type/, 'type'],
  ];
}

/** Products, matched by code: updated when it exists (the model stays locked, as on PUT), else created. */
@Injectable()
export class ProductsImporter implements RowImporter {
  constructor(private readonly products: ProductsService) {}

  async write(row: ImportRow, ctx: ImportContext): Promise<Outcome> {
    const dto = await validated(CreateProductDto, row.values);
    const existing = await ctx.tx.manager.findOneBy(Product, { code: dto.code });
    if (!existing) {
      await ctx.write(() => this.products.createIn(ctx.tx, dto));
      return 'created';
    }
    if (same(mapProduct(existing), dto)) return 'unchanged';
    await ctx.write(() => this.products.updateIn(ctx.tx, existing.code, dto));
    return 'updated';
  }

  /**
   * Rows as `write` would take them one after the other: the stored products of the chunk's codes in
   * one query, the new ones created together (`createManyIn`), changes one by one. A code twice in the
   * chunk (the later row would update what the earlier created) is settled row by row.
   */
  async writeMany(rows: ImportRow[], ctx: ImportContext): Promise<RowResult[]> {
    const results: RowResult[] = new Array(rows.length);
    const valid: { index: number; dto: CreateProductDto }[] = [];
    for (const [index, row] of rows.entries()) {
      if (row.cellErrors.length > 0) {
        results[index] = row.cellErrors;
        continue;
      }
      try {
        valid.push({ index, dto: await validated(CreateProductDto, row.values) });
      } catch (error) {
        results[index] = refusal(this, error);
      }
    }
    if (new Set(valid.map((v) => v.dto.code)).size < valid.length) throw new RetryRowByRow();
    const stored: Product[] = await ctx.tx.manager.findBy(Product, {
      code: In(valid.map((v) => v.dto.code)),
    });
    const byCode = new Map(stored.map((p) => [p.code, p]));
    const fresh = valid.filter((v) => !byCode.has(v.dto.code));
    const created = await this.products.createManyIn(
      ctx.tx,
      fresh.map((v) => v.dto),
    );
    fresh.forEach((v, i) => {
      const view = created[i];
      results[v.index] = view instanceof HttpException ? refusal(this, view) : 'created';
    });
    for (const { index, dto } of valid) {
      const existing = byCode.get(dto.code);
      if (!existing) continue;
      if (same(mapProduct(existing), dto)) results[index] = 'unchanged';
      else {
        try {
          await ctx.write(() => this.products.updateIn(ctx.tx, existing.code, dto));
          results[index] = 'updated';
        } catch (error) {
          results[index] = refusal(this, error);
        }
      }
    }
    return results;
  }

  readonly refusalFields: FieldRule[] = [
    [/model/, 'product_model'],
    [/code/, 'code'],
  ];
}

/**
 * Prices, matched by partner, product and effective date: an existing price gets the row's unit price,
 * otherwise a price is created; codes, when given, must match the names (the API's check).
 */
@Injectable()
export class PricesImporter implements RowImporter {
  constructor(private readonly prices: PricesService) {}

  async write(row: ImportRow, ctx: ImportContext): Promise<Outcome> {
    const dto = await validated(CreateProductPriceDto, row.values);
    const [existing]: {
      id: number;
      unit_price: string;
      partner_code: string | null;
      product_code: string;
    }[] = await ctx.tx.manager.query(
      `SELECT pp.id, pp.unit_price, pa.code AS partner_code, pr.code AS product_code
           FROM product_prices pp
           JOIN partners pa ON pa.id = pp.partner_id
           JOIN products pr ON pr.id = pp.product_id
          WHERE pa.short_name = $1 AND pr.product_model = $2 AND pp.effective_date = $3`,
      [dto.partner_short_name, dto.product_model, dto.effective_date],
    );
    if (!existing) {
      await ctx.write(() => this.prices.createIn(ctx.tx, dto));
      return 'created';
    }
    const codesMatch =
      (!dto.partner_code || dto.partner_code === existing.partner_code) &&
      (!dto.product_code || dto.product_code === existing.product_code);
    // Equal and consistent: nothing to write. Otherwise the service decides (and refuses a code mismatch).
    if (codesMatch && new Decimal(existing.unit_price).eq(dto.unit_price)) return 'unchanged';
    await ctx.write(() => this.prices.updateIn(ctx.tx, existing.id, dto));
    return 'updated';
  }

  readonly refusalFields: FieldRule[] = [
    [/^partner code/, 'partner_code'],
    [/^product code/, 'product_code'],
    [/^partner /, 'partner_short_name'],
    [/^product model/, 'product_model'],
    [/already exists on that date/, 'effective_date'],
  ];
}
