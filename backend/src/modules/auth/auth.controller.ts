import { Body, Controller, Headers, HttpCode, Patch, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { LoginResponse, MeResponse, ProfileResponse } from '../users/dto/user.response.dto';
import { Public } from '../../common/auth/access.decorator';
import { LoginThrottlerGuard } from '../../common/rate-limit/login-throttler.guard';
import { PasswordGuessGuard } from '../../common/rate-limit/password-guess.guard';
import { AuthenticatedUser, CurrentUser } from '../../common/auth/authenticated-user';
import { AuthService } from './auth.service';
import { ChangePasswordDto, UpdateProfileDto } from '../users/dto/user.dto';
import { UsersService } from '../users/users.service';
import { LoginDto } from './dto/login.dto';
import { Read } from '../../common/http/endpoints';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @Public()
  @UseGuards(LoginThrottlerGuard)
  @Post('login')
  @ApiOkResponse({ type: LoginResponse })
  @HttpCode(200)
  login(@Body() dto: LoginDto): Promise<LoginResponse> {
    return this.auth.login(dto.username, dto.password);
  }

  /** Ends the token it is sent with, on every instance (204); later requests with it answer 401. */
  @ApiBearerAuth()
  @Post('logout')
  @ApiNoContentResponse()
  @HttpCode(204)
  async logout(@CurrentUser() user: AuthenticatedUser, @Headers('authorization') authorization: string) {
    await this.auth.logout(user, authorization.replace(/^Bearer\s+/i, ''));
  }

  @ApiBearerAuth()
  @Read(MeResponse, 'me')
  me(@CurrentUser() user: AuthenticatedUser) {
    return { success: true, user };
  }

  /** Any user: the own display name. */
  @ApiBearerAuth()
  @Patch('me')
  @ApiOkResponse({ type: ProfileResponse })
  async updateMe(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: UpdateProfileDto,
  ): Promise<ProfileResponse> {
    return { success: true, user: await this.users.updateOwnName(user.id, body.display_name ?? null) };
  }

  /**
   * Any user: the own password (400 when the current one is wrong); answers a new token. Attempts are
   * limited per user like logins (429).
   */
  @ApiBearerAuth()
  @UseGuards(PasswordGuessGuard)
  @Put('me/password')
  @ApiOkResponse({ type: LoginResponse })
  changePassword(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: ChangePasswordDto,
  ): Promise<LoginResponse> {
    return this.auth.changePassword(user.id, body.current_password, body.new_password);
  }
}
