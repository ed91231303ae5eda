import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Done, Success, Wrapped } from '../../common/openapi/envelopes';
import { RequireRole } from '../../common/auth/access.decorator';
import { CreatePartnerDto, PartnerListQueryDto, PartnerView, UpdatePartnerDto } from './dto/partner.dto';
import { PartnersService } from './partners.service';

@ApiTags('partners')
@ApiBearerAuth()
@Controller('partners')
export class PartnersController {
  constructor(private readonly partners: PartnersService) {}

  @Get()
  @ApiOkResponse({ type: Wrapped([PartnerView]) })
  async list(@Query() query: PartnerListQueryDto) {
    return { data: await this.partners.list(query.type, query.active) };
  }

  @RequireRole('editor')
  @Post()
  @ApiCreatedResponse({ type: Success(PartnerView) })
  async create(@Body() dto: CreatePartnerDto) {
    return { success: true, data: await this.partners.create(dto) };
  }

  @RequireRole('editor')
  @Put(':short_name')
  @ApiOkResponse({ type: Success(PartnerView) })
  async update(@Param('short_name') shortName: string, @Body() dto: UpdatePartnerDto) {
    return { success: true, data: await this.partners.update(shortName, dto) };
  }

  @RequireRole('editor')
  @Delete(':short_name')
  @ApiOkResponse({ type: Done })
  async remove(@Param('short_name') shortName: string) {
    await this.partners.remove(shortName);
    return { success: true };
  }
}
