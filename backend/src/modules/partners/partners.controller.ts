import { Body, Param, Query, Post } from '@nestjs/common';
import { Success, Wrapped } from '../../common/openapi/envelopes';
import { CreatePartnerDto, PartnerListQueryDto, PartnerView, UpdatePartnerDto } from './dto/partner.dto';
import { PartnersService } from './partners.service';
import { ApiController, Created, Read, Remove, Update } from '../../common/http/endpoints';

@ApiController('partners')
export class PartnersController {
  constructor(private readonly partners: PartnersService) {}

  @Read(Wrapped([PartnerView]))
  async list(@Query() query: PartnerListQueryDto) {
    return { data: await this.partners.list(query.type, query.active) };
  }

  @Post()
  @Created(Success(PartnerView))
  async create(@Body() dto: CreatePartnerDto) {
    return { success: true, data: await this.partners.create(dto) };
  }

  @Update(Success(PartnerView), ':short_name')
  async update(@Param('short_name') shortName: string, @Body() dto: UpdatePartnerDto) {
    return { success: true, data: await this.partners.update(shortName, dto) };
  }

  @Remove(':short_name')
  async remove(@Param('short_name') shortName: string) {
    await this.partners.remove(shortName);
    return { success: true };
  }
}
