import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { UsersService } from '../users/users.service';

export interface LoginResult {
  success: true;
  token: string;
  user: AuthenticatedUser;
  message: string;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
  ) {}

  async login(username: string, password: string): Promise<LoginResult> {
    const user = await this.users.verify(username, password);
    if (!user) throw new UnauthorizedException('invalid username or password');
    const token = await this.jwt.signAsync({ sub: user.id, username: user.username, role: user.role });
    return { success: true, token, user, message: 'login successful' };
  }
}
