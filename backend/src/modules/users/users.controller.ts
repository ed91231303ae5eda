import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import { CreateUserDto, UpdateUserDto } from './dto/user.dto';
import { UsersService } from './users.service';

/** Users in the web app: admin only. */
@ApiTags('users')
@ApiBearerAuth()
@RequireRole('admin')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  async list() {
    return { data: await this.users.list() };
  }

  @Post()
  create(@Body() body: CreateUserDto) {
    return this.users.add(body);
  }

  @Patch(':username')
  update(@Param('username') username: string, @Body() body: UpdateUserDto) {
    return this.users.update(username, body);
  }

  @Delete(':username')
  async remove(@Param('username') username: string) {
    await this.users.remove(username);
    return { success: true };
  }
}
