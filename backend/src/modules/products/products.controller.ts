import { Body, Param, Post } from '@nestjs/common';
import { Success, Wrapped } from '../../common/openapi/envelopes';
import { CreateProductDto, ProductView, UpdateProductDto } from './dto/product.dto';
import { ProductsService } from './products.service';
import { ApiController, Created, Read, Remove, Update } from '../../common/http/endpoints';

@ApiController('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Read(Wrapped([ProductView]))
  async list() {
    return { data: await this.products.list() };
  }

  @Post()
  @Created(Success(ProductView))
  async create(@Body() dto: CreateProductDto) {
    return { success: true, data: await this.products.create(dto) };
  }

  @Update(Success(ProductView), ':code')
  async update(@Param('code') code: string, @Body() dto: UpdateProductDto) {
    return { success: true, data: await this.products.update(code, dto) };
  }

  @Remove(':code')
  async remove(@Param('code') code: string) {
    await this.products.remove(code);
    return { success: true };
  }
}
