import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import { CreatePartnerDto, PartnerListQueryDto, UpdatePartnerDto } from './dto/partner.dto';
import { PartnersService } from './partners.service';

@ApiTags('partners')
@ApiBearerAuth()
@Controller('partners')
export class PartnersController {
  constructor(private readonly partners: PartnersService) {}

  @Get()
  async list(@Query() query: PartnerListQueryDto) {
    return { data: await this.partners.list(query.type, query.active) };
  }

  @RequireRole('editor')
  @Post()
  async create(@Body() dto: CreatePartnerDto) {
    return { success: true, data: await this.partners.create(dto) };
  }

  @RequireRole('editor')
  @Put(':short_name')
  async update(@Param('short_name') shortName: string, @Body() dto: UpdatePartnerDto) {
    return { success: true, data: await this.partners.update(shortName, dto) };
  }

  @RequireRole('editor')
  @Delete(':short_name')
  async remove(@Param('short_name') shortName: string) {
    await this.partners.remove(shortName);
    return { success: true };
  }
}
