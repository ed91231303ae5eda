import { Body, Delete, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { Done, Wrapped } from '../../common/openapi/envelopes';
import { UserResponse, UserRowResponse } from './dto/user.response.dto';
import { RequireRole } from '../../common/auth/access.decorator';
import { CreateUserDto, UpdateUserDto } from './dto/user.dto';
import { UsersService } from './users.service';
import { ApiController, Idempotent, Read } from '../../common/http/endpoints';

/** Users in the web app: admin only. */
@RequireRole('admin')
@ApiController('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Read(Wrapped([UserRowResponse]))
  async list() {
    return { data: await this.users.list() };
  }

  @Post()
  @ApiCreatedResponse({ type: UserResponse })
  @Idempotent()
  create(@Body() body: CreateUserDto): Promise<UserResponse> {
    return this.users.add(body);
  }

  @Patch(':username')
  @ApiOkResponse({ type: UserResponse })
  update(@Param('username') username: string, @Body() body: UpdateUserDto): Promise<UserResponse> {
    return this.users.update(username, body);
  }

  /** Lifts the user's login lockout (too many failed logins with its username). */
  @Delete(':username/lockout')
  @ApiOkResponse({ type: Done })
  async liftLockout(@Param('username') username: string) {
    await this.users.liftLockout(username);
    return { success: true };
  }

  @Delete(':username')
  @ApiOkResponse({ type: Done })
  async remove(@Param('username') username: string) {
    await this.users.remove(username);
    return { success: true };
  }
}
