import { HttpException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { describeReferences } from '../../common/references';
import { recordReferences } from '../trade/trade-records.queries';
import { priceReferences } from '../prices/prices.queries';
import { orderReferences } from '../orders/orders.queries';
import { insertProducts, ProductRow, productsByCodeOrModel } from './products.queries';
import { CreateProductDto, ProductView, UpdateProductDto } from './dto/product.dto';
import { Product } from './product.entity';
import { violatedUniqueIndex } from '../../common/unique-violation';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { assertVersion, versionOf } from '../../database/row-version';
import { DomainError } from '../../common/errors/domain-error';
import { toNumber } from '../../common/numeric';

/** The audit trail's name for products, keyed by code. */
const AUDIT_ENTITY = 'product';

export function mapProduct(p: ProductRow): ProductView {
  return {
    id: p.id,
    code: p.code,
    product_model: p.product_model,
    category: p.category,
    remark: p.remark,
    reorder_level: p.reorder_level,
    tax_rate: p.tax_rate === null || p.tax_rate === undefined ? null : toNumber(p.tax_rate),
    version: p.version,
  };
}

/** The fields that identify a product: an update may repeat them but never change them. */
const LOCKED = {
  code: 'VALIDATION_FAILED.productCodeFixed',
  product_model: 'VALIDATION_FAILED.productModelFixed',
} as const;

/** The refusal of the first locked field `changes` would alter, or null when none changes. */
export function lockedFieldChange(current: Product, changes: UpdateProductDto): DomainError | null {
  for (const field of Object.keys(LOCKED) as (keyof typeof LOCKED)[]) {
    if (changes[field] !== undefined && changes[field] !== current[field]) {
      return new DomainError(LOCKED[field]);
    }
  }
  return null;
}

const codeTaken = (code: string) => new DomainError('DUPLICATE.productCode', { code });
const modelTaken = (model: string) => new DomainError('DUPLICATE.productModel', { model });

/** A concurrent insert that won the race the pre-check lost: the same 409 the pre-check gives. */
function duplicateMessage(error: unknown, dto: CreateProductDto): DomainError | null {
  const index = violatedUniqueIndex(error);
  if (index === 'UQ_products_code') return codeTaken(dto.code);
  if (index === 'UQ_products_product_model') return modelTaken(dto.product_model);
  return null;
}

@Injectable()
export class ProductsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
  ) {}

  /** Every product, ordered by code (the screen pages them client-side, 10 a page). */
  async list(): Promise<ProductView[]> {
    const products = await this.dataSource.manager.find(Product, { order: { code: 'ASC' } });
    return products.map(mapProduct);
  }

  async create(dto: CreateProductDto): Promise<ProductView> {
    return this.uow.run((tx) => this.createIn(tx, dto));
  }

  /** Creates a product inside a unit of work that may hold other writes (the import). */
  async createIn(tx: Tx, dto: CreateProductDto): Promise<ProductView> {
    let created: ProductView | HttpException;
    try {
      [created] = await this.createManyIn(tx, [dto]);
    } catch (error) {
      throw duplicateMessage(error, dto) ?? error;
    }
    if (created instanceof HttpException) throw created;
    return created;
  }

  /**
   * Creates products as `createIn` would one after the other, in one INSERT: a code or model that
   * exists, or that an earlier one of `dtos` takes, is refused (409) alone. Per dto, its view or refusal.
   */
  async createManyIn(tx: Tx, dtos: CreateProductDto[]): Promise<(ProductView | HttpException)[]> {
    const manager = tx.manager;
    const existing = await productsByCodeOrModel(
      manager,
      dtos.map((d) => d.code),
      dtos.map((d) => d.product_model),
    );
    const codes = new Set(existing.map((p) => p.code));
    const models = new Set(existing.map((p) => p.product_model));
    const refusals = dtos.map((dto) => {
      if (codes.has(dto.code)) return codeTaken(dto.code);
      if (models.has(dto.product_model)) return modelTaken(dto.product_model);
      codes.add(dto.code);
      models.add(dto.product_model);
      return null;
    });
    const fresh = dtos.filter((_, i) => refusals[i] === null);
    const rows =
      fresh.length === 0
        ? []
        : await insertProducts(
            manager,
            fresh.map((d) => ({
              code: d.code,
              product_model: d.product_model,
              category: d.category,
              remark: d.remark ?? null,
              reorder_level: d.reorder_level ?? null,
              tax_rate: d.tax_rate ?? null,
            })),
          );
    const byCode = new Map(rows.map((row) => [row.code, mapProduct(row)]));
    return dtos.map((dto, i) => {
      const refusal = refusals[i];
      if (refusal) return refusal;
      const view = byCode.get(dto.code)!;
      tx.created(AUDIT_ENTITY, view.code, view);
      return view;
    });
  }

  async update(code: string, dto: UpdateProductDto): Promise<ProductView> {
    return this.uow.run((tx) => this.updateIn(tx, code, dto));
  }

  /** Updates a product inside a unit of work that may hold other writes (the import). */
  async updateIn(tx: Tx, code: string, dto: UpdateProductDto): Promise<ProductView> {
    const manager = tx.manager;
    const product = await this.lockByCode(manager, code);
    assertVersion(dto.version, product.version);
    const before = mapProduct(product);
    const locked = lockedFieldChange(product, dto);
    if (locked) throw locked;
    if (dto.category !== undefined) product.category = dto.category;
    if (dto.remark !== undefined) product.remark = dto.remark ?? null;
    if (dto.reorder_level !== undefined) product.reorder_level = dto.reorder_level ?? null;
    if (dto.tax_rate !== undefined) product.tax_rate = dto.tax_rate === null ? null : toNumber(dto.tax_rate);
    const saved = await manager.save(Product, product);
    const view = mapProduct({ ...saved, version: await versionOf(manager, 'products', saved.id) });
    tx.updated(AUDIT_ENTITY, code, before, view);
    return view;
  }

  async remove(code: string): Promise<void> {
    await this.uow.run(async (tx) => {
      const manager = tx.manager;
      const product = await this.lockByCode(manager, code);
      const refs = describeReferences([
        ...(await recordReferences(manager, 'product', product.id)),
        ...(await priceReferences(manager, 'product', product.id)),
        ...(await orderReferences(manager, 'product', product.id)),
      ]);
      if (refs) throw new DomainError('IN_USE.productDelete', { code: product.code, reason: refs });
      await manager.delete(Product, { id: product.id });
      tx.deleted(AUDIT_ENTITY, code, mapProduct(product));
    });
  }

  private async lockByCode(manager: EntityManager, code: string): Promise<Product> {
    const product = await manager.findOne(Product, { where: { code }, lock: { mode: 'pessimistic_write' } });
    if (!product) throw new DomainError('NOT_FOUND', { entity: 'product', id: code });
    return product;
  }
}
