import { Body, Query, Post } from '@nestjs/common';
import { RecordId } from '../../common/http/record-id';
import { Paged, Success } from '../../common/openapi/envelopes';
import {
  AutoPriceQueryDto,
  AutoPriceResponse,
  CreateProductPriceDto,
  ProductPriceListQueryDto,
  ProductPriceView,
  UpdateProductPriceDto,
} from './dto/product-price.dto';
import { PricesService } from './prices.service';
import { ApiController, Created, Read, Remove, Update } from '../../common/http/endpoints';

@ApiController('product-prices', 'product prices')
export class PricesController {
  constructor(private readonly prices: PricesService) {}

  /** Declared before the :id routes so "auto" is never read as an id. */
  @Read(AutoPriceResponse, 'auto')
  auto(@Query() query: AutoPriceQueryDto): Promise<AutoPriceResponse> {
    return this.prices.auto(query);
  }

  @Read(Paged(ProductPriceView))
  list(@Query() query: ProductPriceListQueryDto) {
    return this.prices.list(query);
  }

  @Post()
  @Created(Success(ProductPriceView))
  async create(@Body() dto: CreateProductPriceDto) {
    return { success: true, data: await this.prices.create(dto) };
  }

  @Update(Success(ProductPriceView), ':id')
  async update(@RecordId() id: number, @Body() dto: UpdateProductPriceDto) {
    return { success: true, data: await this.prices.update(id, dto) };
  }

  @Remove(':id')
  async remove(@RecordId() id: number) {
    await this.prices.remove(id);
    return { success: true };
  }
}
