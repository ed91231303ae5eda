import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import { CreateProductDto, UpdateProductDto } from './dto/product.dto';
import { ProductsService } from './products.service';

@ApiTags('products')
@ApiBearerAuth()
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  async list() {
    return { data: await this.products.list() };
  }

  @RequireRole('editor')
  @Post()
  async create(@Body() dto: CreateProductDto) {
    return { success: true, data: await this.products.create(dto) };
  }

  @RequireRole('editor')
  @Put(':code')
  async update(@Param('code') code: string, @Body() dto: UpdateProductDto) {
    return { success: true, data: await this.products.update(code, dto) };
  }

  @RequireRole('editor')
  @Delete(':code')
  async remove(@Param('code') code: string) {
    await this.products.remove(code);
    return { success: true };
  }
}
