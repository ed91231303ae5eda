import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { RecordId } from '../../common/http/record-id';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Done, Paged, Success } from '../../common/openapi/envelopes';
import { RequireRole } from '../../common/auth/access.decorator';
import {
  AutoPriceQueryDto,
  AutoPriceResponse,
  CreateProductPriceDto,
  ProductPriceListQueryDto,
  ProductPriceView,
  UpdateProductPriceDto,
} from './dto/product-price.dto';
import { PricesService } from './prices.service';

@ApiTags('product prices')
@ApiBearerAuth()
@Controller('product-prices')
export class PricesController {
  constructor(private readonly prices: PricesService) {}

  /** Declared before the :id routes so "auto" is never read as an id. */
  @Get('auto')
  @ApiOkResponse({ type: AutoPriceResponse })
  auto(@Query() query: AutoPriceQueryDto): Promise<AutoPriceResponse> {
    return this.prices.auto(query);
  }

  @Get()
  @ApiOkResponse({ type: Paged(ProductPriceView) })
  list(@Query() query: ProductPriceListQueryDto) {
    return this.prices.list(query);
  }

  @RequireRole('editor')
  @Post()
  @ApiCreatedResponse({ type: Success(ProductPriceView) })
  async create(@Body() dto: CreateProductPriceDto) {
    return { success: true, data: await this.prices.create(dto) };
  }

  @RequireRole('editor')
  @Put(':id')
  @ApiOkResponse({ type: Success(ProductPriceView) })
  async update(@RecordId() id: number, @Body() dto: UpdateProductPriceDto) {
    return { success: true, data: await this.prices.update(id, dto) };
  }

  @RequireRole('editor')
  @Delete(':id')
  @ApiOkResponse({ type: Done })
  async remove(@RecordId() id: number) {
    await this.prices.remove(id);
    return { success: true };
  }
}
