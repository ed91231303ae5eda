import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { PartnerType } from '../../common/side';
import { isOneLineText } from '../../common/validation/rules';
import { describeReferences } from '../../common/references';
import { recordReferences } from '../trade/trade-records.queries';
import { priceReferences } from '../prices/prices.queries';
import { orderReferences } from '../orders/orders.queries';
import { ledgerReferences } from '../ledger/ledger.queries';
import { CreatePartnerDto, PartnerView, UpdatePartnerDto } from './dto/partner.dto';
import { Partner } from './partner.entity';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { assertVersion, versionOf } from '../../database/row-version';
import { DomainError } from '../../common/errors/domain-error';

/** The audit trail's name for partners, keyed by short name (the key of the partner routes). */
const AUDIT_ENTITY = 'partner';

export function mapPartner(p: Partner): PartnerView {
  return {
    id: p.id,
    code: p.code,
    short_name: p.short_name,
    full_name: p.full_name,
    type: p.type,
    address: p.address,
    contact_person: p.contact_person,
    contact_phone: p.contact_phone,
    payment_terms_days: p.payment_terms_days,
    credit_limit: p.credit_limit === null ? null : Number(p.credit_limit),
    active: p.active,
    version: p.version,
  };
}

/** A credit limit is the customer's: a supplier with one is refused (400). */
function assertCreditLimitFits(type: PartnerType, creditLimit: number | string | null | undefined): void {
  if (type === PartnerType.Supplier && creditLimit !== null && creditLimit !== undefined) {
    throw new DomainError('VALIDATION_FAILED.creditLimitCustomerOnly');
  }
}

@Injectable()
export class PartnersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
  ) {}

  async list(type?: number, active?: boolean): Promise<PartnerView[]> {
    const partners = await this.dataSource.manager.find(Partner, {
      where: { ...(type === undefined ? {} : { type }), ...(active === undefined ? {} : { active }) },
      order: { short_name: 'ASC' },
    });
    return partners.map(mapPartner);
  }

  async create(dto: CreatePartnerDto): Promise<PartnerView> {
    return this.uow.run((tx) => this.createIn(tx, dto));
  }

  /** Creates a partner inside a unit of work that may hold other writes (the import). */
  async createIn(tx: Tx, dto: CreatePartnerDto): Promise<PartnerView> {
    const manager = tx.manager;
    assertCreditLimitFits(dto.type, dto.credit_limit);
    await this.assertUnique(manager, dto.short_name, dto.code ?? null);
    const saved = await manager.save(
      Partner,
      manager.create(Partner, { ...dto, code: dto.code ?? null, credit_limit: dto.credit_limit as never }),
    );
    const view = mapPartner(saved);
    tx.created(AUDIT_ENTITY, view.short_name, view);
    return view;
  }

  async update(shortName: string, dto: UpdatePartnerDto): Promise<PartnerView> {
    return this.uow.run((tx) => this.updateIn(tx, shortName, dto));
  }

  /** Updates a partner inside a unit of work that may hold other writes (the import). */
  async updateIn(tx: Tx, shortName: string, dto: UpdatePartnerDto): Promise<PartnerView> {
    const manager = tx.manager;
    const partner = await this.lockByShortName(manager, shortName);
    assertVersion(dto.version, partner.version);
    const before = mapPartner(partner);
    if (dto.short_name !== undefined && dto.short_name !== partner.short_name) {
      throw new DomainError('VALIDATION_FAILED.partnerShortNameFixed');
    }
    const newCode = dto.code ?? null;
    if (dto.code !== undefined && newCode !== partner.code) {
      // A partner created without a code may be given one once; an existing code is locked.
      if (partner.code !== null) throw new DomainError('VALIDATION_FAILED.partnerCodeFixed');
      if (!isOneLineText(newCode!)) throw new DomainError('VALIDATION_FAILED.oneLineText', { field: 'code' });
      if (await manager.existsBy(Partner, { code: newCode! })) {
        throw new DomainError('DUPLICATE.partnerCode', { code: newCode! });
      }
      partner.code = newCode;
    }
    if (dto.type !== undefined && dto.type !== partner.type) {
      const refs = await this.references(manager, partner.id);
      if (refs) throw new DomainError('IN_USE.partnerType', { name: partner.short_name, reason: refs });
    }
    const { code: _code, short_name: _shortName, version: _version, ...changes } = dto;
    // Fields left out stay as they are (a partial body must not blank them).
    for (const [field, value] of Object.entries(changes)) {
      if (value !== undefined) Object.assign(partner, { [field]: value });
    }
    assertCreditLimitFits(partner.type, partner.credit_limit);
    const saved = await manager.save(Partner, partner);
    const view = mapPartner({ ...saved, version: await versionOf(manager, 'partners', saved.id) });
    tx.updated(AUDIT_ENTITY, shortName, before, view);
    return view;
  }

  async remove(shortName: string): Promise<void> {
    await this.uow.run(async (tx) => {
      const manager = tx.manager;
      const partner = await this.lockByShortName(manager, shortName);
      const refs = await this.references(manager, partner.id);
      if (refs) throw new DomainError('IN_USE.partnerDelete', { name: partner.short_name, reason: refs });
      await manager.delete(Partner, { id: partner.id });
      tx.deleted(AUDIT_ENTITY, shortName, mapPartner(partner));
    });
  }

  /** What refers to the partner, as the reason of a 409; null when nothing does. */
  private async references(manager: EntityManager, id: number) {
    return describeReferences([
      ...(await recordReferences(manager, 'partner', id)),
      ...(await priceReferences(manager, 'partner', id)),
      ...(await ledgerReferences(manager, id)),
      ...(await orderReferences(manager, 'partner', id)),
    ]);
  }

  private async lockByShortName(manager: EntityManager, shortName: string): Promise<Partner> {
    const partner = await manager.findOne(Partner, {
      where: { short_name: shortName },
      lock: { mode: 'pessimistic_write' },
    });
    if (!partner) throw new DomainError('NOT_FOUND', { entity: 'partner', id: shortName });
    return partner;
  }

  private async assertUnique(manager: EntityManager, shortName: string, code: string | null): Promise<void> {
    if (await manager.existsBy(Partner, { short_name: shortName })) {
      throw new DomainError('DUPLICATE.partnerShortName', { name: shortName });
    }
    if (code !== null && (await manager.existsBy(Partner, { code }))) {
      throw new DomainError('DUPLICATE.partnerCode', { code });
    }
  }
}
