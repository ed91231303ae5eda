import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Done, Success, Wrapped } from '../../common/openapi/envelopes';
import { RequireRole } from '../../common/auth/access.decorator';
import { CreateProductDto, ProductView, UpdateProductDto } from './dto/product.dto';
import { ProductsService } from './products.service';

@ApiTags('products')
@ApiBearerAuth()
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  @ApiOkResponse({ type: Wrapped([ProductView]) })
  async list() {
    return { data: await this.products.list() };
  }

  @RequireRole('editor')
  @Post()
  @ApiCreatedResponse({ type: Success(ProductView) })
  async create(@Body() dto: CreateProductDto) {
    return { success: true, data: await this.products.create(dto) };
  }

  @RequireRole('editor')
  @Put(':code')
  @ApiOkResponse({ type: Success(ProductView) })
  async update(@Param('code') code: string, @Body() dto: UpdateProductDto) {
    return { success: true, data: await this.products.update(code, dto) };
  }

  @RequireRole('editor')
  @Delete(':code')
  @ApiOkResponse({ type: Done })
  async remove(@Param('code') code: string) {
    await this.products.remove(code);
    return { success: true };
  }
}
