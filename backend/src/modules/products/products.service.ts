import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { describeReferences } from '../../common/references';
import { CreateProductDto, ProductView, UpdateProductDto } from './dto/product.dto';
import { Product } from './product.entity';
import { violatedUniqueIndex } from '../../common/unique-violation';
import { Tx, UnitOfWork } from '../audit/unit-of-work';

/** The audit trail's name for products, keyed by code. */
const AUDIT_ENTITY = 'product';

export function mapProduct(p: Product): ProductView {
  return {
    id: p.id,
    code: p.code,
    product_model: p.product_model,
    category: p.category,
    remark: p.remark,
    reorder_level: p.reorder_level,
  };
}

/** The fields that identify a product: an update may repeat them but never change them. */
const LOCKED = { code: 'code', product_model: 'model' } as const;

/** The message refusing the first locked field `changes` would alter, or null when none changes. */
export function lockedFieldChange(current: Product, changes: UpdateProductDto): string | null {
  for (const field of Object.keys(LOCKED) as (keyof typeof LOCKED)[]) {
    if (changes[field] !== undefined && changes[field] !== current[field]) {
      return `the ${LOCKED[field]} of a product cannot be changed`;
    }
  }
  return null;
}

/** A concurrent insert that won the race the pre-check lost: the same 409 the pre-check gives. */
function duplicateMessage(error: unknown, dto: CreateProductDto): ConflictException | null {
  const index = violatedUniqueIndex(error);
  if (index === 'UQ_products_code')
    return new ConflictException(`a product with code ${dto.code} already exists`);
  if (index === 'UQ_products_product_model') {
    return new ConflictException(`a product with model ${dto.product_model} already exists`);
  }
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
    const manager = tx.manager;
    await this.assertUnique(manager, dto.code, dto.product_model);
    const product = manager.create(Product, {
      code: dto.code,
      product_model: dto.product_model,
      category: dto.category,
      remark: dto.remark ?? null,
      reorder_level: dto.reorder_level ?? null,
    });
    let view: ProductView;
    try {
      view = mapProduct(await manager.save(Product, product));
    } catch (error) {
      throw duplicateMessage(error, dto) ?? error;
    }
    tx.created(AUDIT_ENTITY, view.code, view);
    return view;
  }

  async update(code: string, dto: UpdateProductDto): Promise<ProductView> {
    return this.uow.run((tx) => this.updateIn(tx, code, dto));
  }

  /** Updates a product inside a unit of work that may hold other writes (the import). */
  async updateIn(tx: Tx, code: string, dto: UpdateProductDto): Promise<ProductView> {
    const manager = tx.manager;
    const product = await this.lockByCode(manager, code);
    const before = mapProduct(product);
    const locked = lockedFieldChange(product, dto);
    if (locked) throw new BadRequestException(locked);
    if (dto.category !== undefined) product.category = dto.category;
    if (dto.remark !== undefined) product.remark = dto.remark ?? null;
    if (dto.reorder_level !== undefined) product.reorder_level = dto.reorder_level ?? null;
    const view = mapProduct(await manager.save(Product, product));
    tx.updated(AUDIT_ENTITY, code, before, view);
    return view;
  }

  async remove(code: string): Promise<void> {
    await this.uow.run(async (tx) => {
      const manager = tx.manager;
      const product = await this.lockByCode(manager, code);
      const refs = await describeReferences(manager, 'product', product.id);
      if (refs) throw new ConflictException(`product ${product.code} cannot be deleted: ${refs}`);
      await manager.delete(Product, { id: product.id });
      tx.deleted(AUDIT_ENTITY, code, mapProduct(product));
    });
  }

  private async lockByCode(manager: EntityManager, code: string): Promise<Product> {
    const product = await manager.findOne(Product, { where: { code }, lock: { mode: 'pessimistic_write' } });
    if (!product) throw new NotFoundException(`product ${code} not found`);
    return product;
  }

  private async assertUnique(manager: EntityManager, code: string, model: string): Promise<void> {
    if (await manager.existsBy(Product, { code })) {
      throw new ConflictException(`a product with code ${code} already exists`);
    }
    if (await manager.existsBy(Product, { product_model: model })) {
      throw new ConflictException(`a product with model ${model} already exists`);
    }
  }
}
