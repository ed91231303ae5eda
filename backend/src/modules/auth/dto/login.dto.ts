import { RequiredText } from '../../../common/validation/rules';

export class LoginDto {
  @RequiredText('username', 50, 'Please enter your username', 'any')
  username: string;

  @RequiredText('password', 200, 'Please enter your password', 'any')
  password: string;
}
