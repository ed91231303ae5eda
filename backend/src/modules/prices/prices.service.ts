import Decimal from 'decimal.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import { toNumber } from '../../common/numeric';
import { Paginated, paginated } from '../../common/pagination/page-query.dto';
import { Partner } from '../partners/partner.entity';
import { Product } from '../products/product.entity';
import { violatedUniqueIndex } from '../../common/unique-violation';
import {
  AutoPriceQueryDto,
  CreateProductPriceDto,
  ProductPriceListQueryDto,
  ProductPriceView,
  UpdateProductPriceDto,
} from './dto/product-price.dto';
import { ProductPrice } from './product-price.entity';
import {
  countPrices,
  findPrice,
  listPrices,
  lookupPricesInForce,
  priceInForce,
  ProductPriceRow,
  productPricesInForce,
} from './prices.queries';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { DomainError } from '../../common/errors/domain-error';
import { onLine } from '../../common/http/refusal';

/** The audit trail's name for product prices. */
const AUDIT_ENTITY = 'price';

/** How a price names its partner or product: by a unique name field, its code optional. */
interface NamedBy<E> {
  entity: EntityTarget<E>;
  nameField: keyof E & string;
  /** The `entity` of the "unknown" refusal. */
  label: 'partner' | 'product model';
  mismatch: 'VALIDATION_FAILED.partnerMismatch' | 'VALIDATION_FAILED.productMismatch';
}

const PARTNER: NamedBy<Partner> = {
  entity: Partner,
  nameField: 'short_name',
  label: 'partner',
  mismatch: 'VALIDATION_FAILED.partnerMismatch',
};

const PRODUCT: NamedBy<Product> = {
  entity: Product,
  nameField: 'product_model',
  label: 'product model',
  mismatch: 'VALIDATION_FAILED.productMismatch',
};

export function mapProductPrice(row: ProductPriceRow): ProductPriceView {
  return {
    id: row.id,
    partner_code: row.partner_code,
    partner_short_name: row.partner_short_name,
    product_code: row.product_code,
    product_model: row.product_model,
    unit_price: toNumber(row.unit_price),
    effective_date: row.effective_date,
  };
}

/** The lookup's message when no price is in force. */
export function noPriceFound(partnerShortName: string, productModel: string, date: string): DomainError {
  return new DomainError('NOT_FOUND.price', { partner: partnerShortName, model: productModel, date });
}

@Injectable()
export class PricesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
  ) {}

  /** A page of prices, newest effective date first (id breaks ties, newest first). */
  async list(query: ProductPriceListQueryDto): Promise<Paginated<ProductPriceView>> {
    const [total, rows] = await Promise.all([
      countPrices(this.dataSource, query),
      listPrices(this.dataSource, query, query),
    ]);
    return paginated(rows.map(mapProductPrice), query, total);
  }

  /** The price in force on `date`: the latest effective_date on or before it, for that partner and model. */
  /** The hot path of the record forms (every partner, product or date change): one plain query. */
  /** No price in force (or an unknown partner or model) is an answer, not an error: `{ unit_price: null }`. */
  async auto(query: AutoPriceQueryDto): Promise<{ unit_price: number | null }> {
    const price = await priceInForce(
      this.dataSource,
      query.partner_short_name,
      query.product_model,
      query.date,
    );
    return { unit_price: price === null ? null : toNumber(price) };
  }

  /**
   * The price in force on `date` as the exact decimal text, read through `manager` (the import looks it
   * up inside its transaction); 404 when there is none.
   */
  async priceOn(
    manager: EntityManager,
    partnerShortName: string,
    productModel: string,
    date: string,
  ): Promise<string> {
    const price = await priceInForce(manager, partnerShortName, productModel, date);
    if (price === null) throw noPriceFound(partnerShortName, productModel, date);
    return price;
  }

  /**
   * The prices in force on `date` for one partner and several products (a document's lines), by product
   * id, in one query: the same rule as `priceOn`. Products without a price are not in the map.
   */
  async pricesOn(
    manager: EntityManager,
    partnerId: number,
    productIds: number[],
    date: string,
  ): Promise<Map<number, string>> {
    return productPricesInForce(manager, partnerId, productIds, date);
  }

  /**
   * `priceOn` for several partners, products and dates (an import's rows) in one query: per lookup,
   * the price or its 404.
   */
  async pricesInForce(
    manager: EntityManager,
    lookups: { partnerShortName: string; productModel: string; date: string }[],
  ): Promise<(string | DomainError)[]> {
    const prices = await lookupPricesInForce(manager, lookups);
    return lookups.map((l, i) => prices[i] ?? noPriceFound(l.partnerShortName, l.productModel, l.date));
  }

  async create(dto: CreateProductPriceDto): Promise<ProductPriceView> {
    return this.uow.run((tx) => this.createIn(tx, dto));
  }

  /** Creates a price inside a unit of work that may hold other writes (the import). */
  async createIn(tx: Tx, dto: CreateProductPriceDto): Promise<ProductPriceView> {
    const manager = tx.manager;
    const partner = await this.resolve(manager, PARTNER, dto.partner_short_name, dto.partner_code);
    const product = await this.resolve(manager, PRODUCT, dto.product_model, dto.product_code);
    await this.assertNoOtherPriceOn(manager, partner.id, product.id, dto.effective_date, null);
    const price = manager.create(ProductPrice, {
      partner_id: partner.id,
      product_id: product.id,
      unit_price: numeric(dto.unit_price),
      effective_date: dto.effective_date,
    });
    const saved = await this.save(manager, price);
    const view = await this.view(manager, saved.id);
    tx.created(AUDIT_ENTITY, saved.id, view);
    return view;
  }

  async update(id: number, dto: UpdateProductPriceDto): Promise<ProductPriceView> {
    return this.uow.run((tx) => this.updateIn(tx, id, dto));
  }

  /** Updates a price inside a unit of work that may hold other writes (the import). */
  async updateIn(tx: Tx, id: number, dto: UpdateProductPriceDto): Promise<ProductPriceView> {
    const manager = tx.manager;
    const price = await this.lockById(manager, id);
    const before = await this.view(manager, id);
    if (dto.partner_short_name !== undefined || dto.partner_code) {
      const shortName =
        dto.partner_short_name ??
        (await manager.findOneByOrFail(Partner, { id: price.partner_id })).short_name;
      price.partner_id = (await this.resolve(manager, PARTNER, shortName, dto.partner_code)).id;
    }
    if (dto.product_model !== undefined || dto.product_code) {
      const model =
        dto.product_model ?? (await manager.findOneByOrFail(Product, { id: price.product_id })).product_model;
      price.product_id = (await this.resolve(manager, PRODUCT, model, dto.product_code)).id;
    }
    if (dto.effective_date !== undefined) price.effective_date = dto.effective_date;
    if (dto.unit_price !== undefined) price.unit_price = numeric(dto.unit_price);
    await this.assertNoOtherPriceOn(
      manager,
      price.partner_id,
      price.product_id,
      price.effective_date,
      price.id,
    );
    await this.save(manager, price);
    const view = await this.view(manager, price.id);
    tx.updated(AUDIT_ENTITY, id, before, view);
    return view;
  }

  /**
   * Puts a price on the partner's list from `effective_date` inside a unit of work that holds other
   * writes (a document saved with "save this price to the price list"): a new price, or the one already
   * set on that very date changed to this amount (left alone when it is already that amount).
   */
  async setIn(tx: Tx, dto: CreateProductPriceDto): Promise<void> {
    const manager = tx.manager;
    const partner = await this.resolve(manager, PARTNER, dto.partner_short_name, dto.partner_code);
    const product = await this.resolve(manager, PRODUCT, dto.product_model, dto.product_code);
    const existing = await manager.findOneBy(ProductPrice, {
      partner_id: partner.id,
      product_id: product.id,
      effective_date: dto.effective_date,
    });
    if (!existing) {
      await this.createIn(tx, dto);
      return;
    }
    if (new Decimal(existing.unit_price).eq(dto.unit_price)) return;
    await this.updateIn(tx, existing.id, { unit_price: dto.unit_price });
  }

  async remove(id: number): Promise<void> {
    await this.uow.run(async (tx) => {
      const manager = tx.manager;
      const price = await this.lockById(manager, id);
      tx.deleted(AUDIT_ENTITY, id, await this.view(manager, id));
      await manager.delete(ProductPrice, { id: price.id });
    });
  }

  private async view(manager: EntityManager, id: number): Promise<ProductPriceView> {
    const row = await findPrice(manager, id);
    if (!row) throw new DomainError('NOT_FOUND', { entity: 'price', id });
    return mapProductPrice(row);
  }

  private async lockById(manager: EntityManager, id: number): Promise<ProductPrice> {
    const price = await manager.findOne(ProductPrice, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!price) throw new DomainError('NOT_FOUND', { entity: 'price', id });
    return price;
  }

  /** The partner or product a price names (400 when there is none); a code sent with it must be its. */
  private async resolve<E extends { code: string | null }>(
    manager: EntityManager,
    named: NamedBy<E>,
    name: string,
    code: string | null | undefined,
  ): Promise<E> {
    const found = await manager.findOneBy(named.entity, { [named.nameField]: name } as FindOptionsWhere<E>);
    if (!found) throw new DomainError('VALIDATION_FAILED.unknownRecord', { entity: named.label, id: name });
    if (code && found.code !== code) throw new DomainError(named.mismatch);
    return found;
  }

  private async assertNoOtherPriceOn(
    manager: EntityManager,
    partnerId: number,
    productId: number,
    effectiveDate: string,
    exceptId: number | null,
  ): Promise<void> {
    const clash = await manager.findOneBy(ProductPrice, {
      partner_id: partnerId,
      product_id: productId,
      effective_date: effectiveDate,
    });
    if (clash && clash.id !== exceptId) throw new DomainError('DUPLICATE.price');
  }

  /** Saves, turning a concurrent duplicate (unique index) into the same 409 the pre-check gives. */
  private async save(manager: EntityManager, price: ProductPrice): Promise<ProductPrice> {
    try {
      return await manager.save(ProductPrice, price);
    } catch (error) {
      if (violatedUniqueIndex(error) === 'UQ_product_prices_partner_product_date')
        throw new DomainError('DUPLICATE.price');
      throw error;
    }
  }
}

/** 400 "line 3: no price found for …": a document line sends no price and none is in force for it. */
export function noPriceOnLine(
  index: number,
  wanted: { partner: string; model: string; date: string },
): DomainError {
  return new DomainError('VALIDATION_FAILED.noPrice', wanted).within('line', onLine(index));
}

/**
 * Validated decimals stay strings so `numeric` receives them exactly; the entity types the column as the
 * number it becomes on the way out (see common/numeric.ts).
 */
function numeric(value: string): number {
  return value as unknown as number;
}
